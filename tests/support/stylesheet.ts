import type { Page } from 'puppeteer';

/**
 * The classes a page uses that no rule of its stylesheets names. The desk's pages are rendered by
 * the service from classes the site's stylesheet already has (Tailwind does not read the desk's
 * folder), so a class it alone uses is silently unstyled: this finds it.
 */
export const unstyledClasses = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join('\n');
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((element) => [...element.classList]));
    return [...used].filter((name) => !text.includes(`.${CSS.escape(name)}`));
  });
