/**
 * Ends the run's output with every skipped test and why: a test skipped for want of a program
 * (test-kit/prerequisites.ts) says so in its title, "[skipped: needs PostgreSQL, not installed here;
 * apt-get install postgresql]"; one a file skips by a condition of its own is listed as such. CI
 * (CI=true) skips none for want of a program: there those tests run, and fail without it.
 */
const reasonPattern = /\[skipped: (needs [^\]]+)\]/;

class SkippedSummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    /** @type {Map<string, Map<string, number>>} reason -> file -> skipped tests */
    const byReason = new Map();
    for (const file of results.testResults) {
      const relative = file.testFilePath.startsWith(this.rootDir)
        ? file.testFilePath.slice(this.rootDir.length + 1)
        : file.testFilePath;
      for (const test of file.testResults) {
        if (test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo') continue;
        const title = [...test.ancestorTitles, test.title].join(' › ');
        const reason = reasonPattern.exec(title)?.[1] ?? 'skipped by a condition in its file (it.skip, describe.skip)';
        const files = byReason.get(reason) ?? new Map();
        files.set(relative, (files.get(relative) ?? 0) + 1);
        byReason.set(reason, files);
      }
    }
    if (byReason.size === 0) return;
    const lines = ['', 'Skipped tests, and why:'];
    for (const [reason, files] of byReason) {
      const count = [...files.values()].reduce((sum, each) => sum + each, 0);
      lines.push(`  ${count} ${count === 1 ? 'test' : 'tests'}: ${reason}`);
      for (const [file, each] of files) lines.push(`      ${each} in ${file}`);
    }
    console.log(lines.join('\n'));
  }
}

module.exports = SkippedSummaryReporter;
