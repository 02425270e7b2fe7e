import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editReactRouter, reactRouterVersion, routerEdits } from './pure-annotations-loader';

/**
 * The loader's edits over the React Router installed here, the files the production build reads
 * (webpack.config.ts aliases `react-router` to its production build): each edit applies, the
 * edited module still parses, and a release that no longer has what an edit expects fails the
 * build, naming the edit and the version. So a React Router upgrade that the loader does not fit
 * is found by `npm run test:fast`, before any build.
 */
const productionDir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const modules = fs
  .readdirSync(productionDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ file, source: fs.readFileSync(path.join(productionDir, file), 'utf8') }));
const components = modules.filter(({ source }) => source.includes('function useRoutesImpl('));

/** Node's own parser's verdict on a module (`node --check`, as an ES module): empty if it parses. */
function syntaxError(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-router-edited-'));
  const file = path.join(dir, 'module.mjs');
  fs.writeFileSync(file, source);
  try {
    execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('is pinned exactly, react-router and react-router-dom both at the installed version', () => {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(manifest.dependencies['react-router']).toBe(reactRouterVersion());
  expect(manifest.dependencies['react-router-dom']).toBe(reactRouterVersion());
});

it('finds React Router’s components in exactly one of its modules', () => {
  expect(components.map(({ file }) => file)).toHaveLength(1);
});

describe.each(components)('in $file', ({ source }) => {
  it.each(routerEdits.map((edit, index) => ({ ...edit, index })))('"$name" applies', ({ pattern, index }) => {
    // Over the module as the edits before it left it, as the loader applies them.
    const before = routerEdits
      .slice(0, index)
      .reduce((result, edit) => result.replace(edit.pattern, edit.replacement), source);
    expect(before).toMatch(new RegExp(pattern.source, pattern.flags));
  });

  it('still parses once edited, and is smaller', () => {
    const edited = editReactRouter(source);
    expect(syntaxError(edited)).toBe('');
    expect(edited.length).toBeLessThan(source.length);
  });
});

it('passes React Router’s other modules through as they are', () => {
  const others = modules.filter((module) => !components.includes(module));
  expect(others.length).toBeGreaterThan(0);
  for (const { source } of others) {
    expect(editReactRouter(source)).toBe(source);
  }
});

it('fails, naming the edit and the version, where React Router no longer has what an edit expects', () => {
  const source = components[0]?.source ?? '';
  expect(source).not.toBe('');
  const rewritten = source.replace(/^function warning\(cond, message\) \{$/m, 'function warning(condition, message) {');
  expect(() => editReactRouter(rewritten)).toThrow(
    `the edit "empty warning()" no longer applies in React Router ${reactRouterVersion()}`,
  );
  const moved = source.replace('function useRoutesImpl(', 'function useRoutesImplementation(');
  expect(() => editReactRouter(moved)).toThrow('a module with components but no useRoutesImpl');
  const unmarked = source.replace(/^var (\w+ = React\d*\.forwardRef\()/m, 'const $1');
  expect(() => editReactRouter(unmarked)).toThrow(/"mark createContext, forwardRef and memo as pure" leaves/);
});
