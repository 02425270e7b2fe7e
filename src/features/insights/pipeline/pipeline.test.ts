import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkFrontMatter, type FrontMatterRules } from './front-matter';
import { publishedInsights } from './load-insights';
import { renderMarkdown } from './render-markdown';
import { buildDate, siteRules } from './site-rules';

const insightsDir = path.resolve(__dirname, '../../../content/insights');

const rules: FrontMatterRules = {
  team: ['Eleanor Hartley', 'Daniel Okafor'],
  servicePaths: ['/services/audit', '/services/audit/safeguarding-audit'],
  sectorPaths: ['/sectors/technology'],
};
const good = {
  title: 'A title',
  description: 'x'.repeat(130),
  date: new Date('2026-11-02'),
  author: 'Eleanor Hartley',
  reviewer: 'Daniel Okafor',
  reviewedOn: '2026-11-20',
  topics: ['safeguarding'],
  services: ['/services/audit/safeguarding-audit'],
  sectors: ['/sectors/technology'],
};
const check = (changes: Record<string, unknown>) =>
  checkFrontMatter('an-article.md', 'an-article', { ...good, ...changes }, rules);

describe('insight front matter', () => {
  it('accepts a complete front matter and gives the dates as YYYY-MM-DD', () => {
    expect(check({})).toMatchObject({ slug: 'an-article', date: '2026-11-02', reviewedOn: '2026-11-20', draft: false });
    expect(check({}).reviewBy).toBeUndefined();
    expect(check({ reviewBy: '2027-04-06' }).reviewBy).toBe('2027-04-06');
  });

  it.each([
    ['a missing title', { title: undefined }, 'an-article.md: front matter "title" is missing'],
    ['a short description', { description: 'x'.repeat(109) }, '"description" is 109 characters; it must be 110–160'],
    ['a long description', { description: 'x'.repeat(161) }, '"description" is 161 characters; it must be 110–160'],
    ['a missing date', { date: undefined }, '"date" is missing'],
    ['a date in another format', { date: '2/11/2026' }, '"date" must be a date written YYYY-MM-DD'],
    ['an unknown author', { author: 'Jane Doe' }, '"author" names "Jane Doe", who is not in the team'],
    ['an unknown reviewer', { reviewer: 'John Doe' }, '"reviewer" names "John Doe", who is not in the team'],
    ['a missing review date', { reviewedOn: undefined }, '"reviewedOn" is missing'],
    ['a review before publication', { reviewedOn: '2026-11-01' }, '"reviewedOn" is before the date'],
    ['a re-read day in another format', { reviewBy: 'April 2027' }, '"reviewBy" must be a date written YYYY-MM-DD'],
    ['a re-read day not after the review', { reviewBy: '2026-11-20' }, '"reviewBy" is not after reviewedOn'],
    ['no topics', { topics: [] }, '"topics" is missing'],
    ['a topic not in slug form', { topics: ['Safe Guarding'] }, '"topics" has "Safe Guarding"'],
    ['an unknown service', { services: ['/services/astrology'] }, '"services" has "/services/astrology"'],
    ['an unknown sector', { sectors: ['/sectors/space'] }, '"sectors" has "/sectors/space"'],
    ['a draft flag that is not true or false', { draft: 'yes' }, '"draft" must be true or false'],
  ])('fails on %s with one line naming the file and the field', (_, changes, message) => {
    expect(() => check(changes)).toThrow(message);
    try {
      check(changes);
    } catch (error) {
      expect((error as Error).message).toMatch(/^an-article\.md: front matter "\w+" [^\n]+$/);
    }
  });

  it('checks against the real team and page tree', () => {
    expect(siteRules.team).toContain('Eleanor Hartley');
    expect(siteRules.servicePaths).toContain('/services/audit/safeguarding-audit');
    expect(siteRules.sectorPaths).toContain('/sectors/financial-services/payments-e-money');
  });
});

describe('insight bodies', () => {
  it('renders GFM tables and marks only external links as external', () => {
    const html = renderMarkdown(
      '| A | B |\n| - | - |\n| 1 | 2 |\n\n[FCA](https://www.fca.org.uk/x) and [us](/contact)',
    );
    // In its scrolling region, named "Table" when it has no caption.
    expect(html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>');
    expect(html).toContain('<a href="https://www.fca.org.uk/x" rel="external noopener">FCA</a>');
    expect(html).toContain('<a href="/contact">us</a>');
  });

  it('makes a "Table: " line just before a table its caption, with its Markdown rendered', () => {
    const html = renderMarkdown('Intro.\n\nTable: Routes *and* costs\n\n| A | B |\n| - | - |\n| 1 | 2 |');
    expect(html).toMatch(
      /^<p>Intro\.<\/p>\n<div class="table-scroll" role="region" tabindex="0" aria-label="Routes and costs"><table>\n?<caption>Routes <em>and<\/em> costs<\/caption>/,
    );
    expect(html).not.toContain('Table:');
    // Anywhere else, the words stay a paragraph.
    expect(renderMarkdown('Table: not before a table.')).toBe('<p>Table: not before a table.</p>\n');
  });

  it('every article’s table has a caption', () => {
    const articles = fs.readdirSync(insightsDir).filter((file) => file.endsWith('.md'));
    let tablesSeen = 0;
    for (const name of articles) {
      const html = renderMarkdown(fs.readFileSync(path.join(insightsDir, name), 'utf8'));
      const tables = html.match(/<table>/g)?.length ?? 0;
      tablesSeen += tables;
      expect([name, html.match(/<table>\n?<caption>/g)?.length ?? 0]).toEqual([name, tables]);
    }
    // Some article has a table: the check above held something.
    expect(tablesSeen).toBeGreaterThan(0);
  });

  it('escapes raw HTML and drops script links', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|<img|href="javascript/);
  });

  it('links a URL typed out in full, but not a bare name with a dot such as GOV.UK', () => {
    expect(renderMarkdown('Sign in with GOV.UK One Login.')).toBe('<p>Sign in with GOV.UK One Login.</p>\n');
    expect(renderMarkdown('See https://www.gov.uk/x today.')).toContain(
      '<a href="https://www.gov.uk/x" rel="external noopener">https://www.gov.uk/x</a>',
    );
  });

  it('turns a level-one heading into h2, as the title is the page’s h1', () => {
    expect(renderMarkdown('# Heading')).toBe('<h2>Heading</h2>\n');
  });
});

describe('publishing', () => {
  let dir: string;
  const write = (name: string, date: string, extra = '') =>
    writeFileSync(
      path.join(dir, name),
      `---\ntitle: ${name}\ndescription: ${'x'.repeat(120)}\ndate: ${date}\nauthor: Eleanor Hartley\nreviewer: Daniel Okafor\nreviewedOn: ${date}\ntopics: [audit]\n${extra}---\n\nBody text.\n`,
    );
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'insights-'));
    write('older.md', '2026-10-01');
    write('newer.md', '2026-11-01');
    write('scheduled.md', '2026-12-01');
    write('unfinished.md', '2026-09-01', 'draft: true\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('publishes neither drafts nor articles dated after the build, newest first', () => {
    expect(publishedInsights(rules, '2026-11-22', dir).map((insight) => insight.slug)).toEqual(['newer', 'older']);
    expect(publishedInsights(rules, '2026-12-01', dir).map((insight) => insight.slug)).toEqual([
      'scheduled',
      'newer',
      'older',
    ]);
  });

  it('fails the whole build on one bad file', () => {
    write('bad.md', '2026-10-01', 'services: [/services/nowhere]\n');
    expect(() => publishedInsights(rules, '2026-11-22', dir)).toThrow(
      'bad.md: front matter "services" has "/services/nowhere"',
    );
    rmSync(path.join(dir, 'bad.md'));
  });

  it('dates the build in London', () => {
    expect(buildDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});
