import { formWords } from '../../src/content/form-words';
import { site } from '../../src/config/site';
import { parseHtml } from './html';

/** What a refused post sent, by field name: one value, or the boxes ticked. */
export type Sent = Readonly<Record<string, string | readonly string[]>>;

/**
 * The five parts of every form's refusal (issue 54's one error pattern), read from an answer page's
 * HTML as the browser gets it, with or without JavaScript: the form again, posting where the page's
 * form posts, with what was sent; an error summary whose links lead to a control of each refused
 * field (by name) in that form; each refused control marked invalid and described by its message
 * (or inside a fieldset that is); "Error:" starting the title, with the site's name; and the summary
 * taking focus as the page loads (`autofocus`; in a browser, pass `focused`: whether it has focus).
 * Returns what is missing, so a test shows it whole.
 */
export function errorPatternGaps(
  html: string,
  { action, sent, refused, focused }: { action: string; sent: Sent; refused: readonly string[]; focused?: boolean },
): string[] {
  const document = parseHtml(html);
  const gaps: string[] = [];
  const title = document.title;
  if (!title.startsWith(formWords.errorTitlePrefix) || !title.endsWith(site.name)) gaps.push(`title "${title}"`);

  const form = [...document.querySelectorAll('main form')].find(
    (candidate) => candidate.getAttribute('action') === action,
  );
  if (!form) return [...gaps, `no form posting to ${action}`];
  for (const [name, value] of Object.entries(sent)) {
    const controls = [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    const kept =
      typeof value === 'string'
        ? controls.some((control) => control.value === value && (control.type !== 'checkbox' || control.checked))
        : value.every((one) => controls.some((control) => control.value === one && control.checked)) &&
          controls.filter((control) => control.checked).length === value.length;
    if (!kept) gaps.push(`${name} not sent back as ${JSON.stringify(value)}`);
  }

  const summary = document.querySelector('main [data-error-summary]');
  if (!summary) return [...gaps, 'no error summary'];
  if (!(focused ?? summary.hasAttribute('autofocus')) || summary.getAttribute('tabindex') !== '-1')
    gaps.push('summary not focused');
  if (!summary.textContent?.includes(formWords.errorSummaryHeading)) gaps.push('summary without its heading');
  const linked = [...summary.querySelectorAll('a[href^="#"]')].map((link) =>
    document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))),
  );
  for (const name of refused) {
    const control = linked.find((target) => target?.getAttribute('name') === name);
    if (!control || !form.contains(control)) {
      gaps.push(`summary has no link to ${name}`);
      continue;
    }
    // Inline: the control, or its fieldset, is described by a message shown beside it.
    const described = [control, control.closest('fieldset')].some((element) =>
      (element?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some((id) => id.endsWith('-error') && document.getElementById(id)?.textContent),
    );
    if (!described) gaps.push(`${name} has no inline error`);
    if (control.tagName !== 'INPUT' || !['checkbox', 'radio'].includes((control as HTMLInputElement).type))
      if (control.getAttribute('aria-invalid') !== 'true') gaps.push(`${name} not marked invalid`);
  }
  return gaps;
}
