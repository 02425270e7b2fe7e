import statement from './pages/accessibility';
import { accessibilityFindings, findingsCheckedOn, wcagCriteria } from './accessibility-findings';
import { formatDate } from '../platform/calendar/format';

/**
 * The accessibility statement says what is known and when it will be fixed, from the findings'
 * module (issue 44, item 4): its list is the findings, one each, in their order; it claims neither
 * that nothing fails nor that every page works without JavaScript.
 */
const known = statement.sections.find((section) => section.heading.startsWith('Known problems'));
const allWords = JSON.stringify(statement);

describe('the accessibility statement', () => {
  it('holds no finding still open (issue 54’s ten all fixed, each held by its test), and says so', () => {
    expect(accessibilityFindings).toEqual([]);
    expect(known?.list).toBeUndefined();
    expect(known?.paragraphs).toEqual([
      'We know of no part of the website that fails WCAG 2.2 AA. If you find one, we want to hear about it.',
    ]);
  });

  it('names every task in its scope, alerts and the company dates tool included', () => {
    const scope = statement.intro.join(' ');
    for (const task of [
      'enquiry',
      'booking a consultation',
      'fee estimate',
      'Making Tax Digital checker',
      'safeguarding audit checker',
      'sole trader or limited company calculator',
      'company dates tool',
      'deadline alerts',
      'site search',
    ])
      expect(scope).toContain(task);
  });

  it('says truthfully what needs JavaScript: the estimate, the two checkers, the company dates tool and the search', () => {
    const section = statement.sections.find((one) => one.heading === 'What works without JavaScript');
    const [works, needs] = section?.paragraphs ?? [];
    expect(works).toMatch(/enquiry.*book.*deadline alerts.*calculator/);
    expect(needs).toMatch(
      /fee estimate.*Making Tax Digital and safeguarding audit checkers.*company dates tool.*site search/,
    );
    expect(allWords).not.toMatch(/every form \(/);
  });

  it('lists every known finding, each with its criteria and its fix-by date, and nothing else', () => {
    expect(known).toBeDefined();
    const list = known?.list ?? [];
    expect(list).toHaveLength(accessibilityFindings.length);
    accessibilityFindings.forEach((finding, index) => {
      const item = list[index] ?? '';
      expect(item).toContain(finding.problem);
      for (const number of finding.criteria) expect(item).toContain(`${number} ${wcagCriteria[number]}`);
      expect(item).toContain(`by ${formatDate(finding.fixBy)}`);
    });
  });

  it('dates each fix after the findings were checked, and is reviewed no earlier than they were', () => {
    for (const finding of accessibilityFindings) expect(finding.fixBy > findingsCheckedOn).toBe(true);
    expect(statement.reviewedOn >= findingsCheckedOn).toBe(true);
    expect(new Set(accessibilityFindings.map((finding) => finding.id)).size).toBe(accessibilityFindings.length);
  });

  it('no longer says that nothing fails, nor that every page works without JavaScript', () => {
    expect(allWords).not.toMatch(/found no part of the website that fails/);
    if (accessibilityFindings.length > 0) expect(allWords).not.toMatch(/know of no part/);
    expect(allWords).not.toMatch(/every page [^.]*can be read with JavaScript turned off\.[^"]*"[;,]/);
    expect(allWords).toMatch(/site search: its results need JavaScript/);
  });
});
