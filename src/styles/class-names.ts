/**
 * Class names where a base style is extended: a plain module, joined where it runs. No part
 * repeats a property another part sets (a size sets the padding and type size, which the base
 * leaves out), so joining them is all a merge would do; ./class-names.test.ts checks that with
 * tailwind-merge, which the bundle never carries (9 KB gzip on every page).
 */

const join = (...parts: string[]): string => parts.filter(Boolean).join(' ');

// The transparent border is what forced colours paint, so a pill keeps its shape there.
const button =
  'inline-flex items-center justify-center gap-2 rounded-full border border-transparent font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonTones = {
  /** The accent call to action, for dark surfaces. */
  accent: 'bg-teal-300 text-ink-950 hover:bg-teal-200',
  /** The call to action on the navigation bar: accent over the hero, primary once the bar is solid. */
  onBar: 'bg-(--nav-cta-bg) text-(--nav-cta-fg) hover:bg-(--nav-cta-hover)',
  /** The call to action on light surfaces. */
  primary: 'bg-ink-900 text-white hover:bg-ink-700',
  /** A quieter action beside a primary one, on dark surfaces. */
  ghostOnDark: 'text-white ring-1 ring-white/40 ring-inset hover:bg-white/10',
  /** A quieter action on light surfaces. */
  secondary: 'text-ink-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
};

export const buttonSizes = {
  regular: 'px-5 py-2.5 text-sm',
  /** The main calls to action: the home page's hero, the consultation band, the mobile menu. */
  large: 'px-6 py-3 text-base',
  /** Large, on one line and never squeezed, beside text in a row (the enquiry form's submit). */
  largeInRow: 'shrink-0 px-7 py-3 text-base whitespace-nowrap',
};

type Tone = keyof typeof buttonTones;
type Size = keyof typeof buttonSizes;

/** The parts of each button style, base first (./class-names.test.ts checks that none overrides another). */
export const buttonParts = (tone: Tone, size: Size): string[] => [button, buttonTones[tone], buttonSizes[size]];

/** Links and buttons styled as buttons, by tone and size; one place so every call to action matches. */
export const buttonStyles = Object.fromEntries(
  Object.keys(buttonTones).map((tone) => [
    tone,
    Object.fromEntries(
      Object.keys(buttonSizes).map((size) => [size, join(...buttonParts(tone as Tone, size as Size))]),
    ),
  ]),
) as Record<Tone, Record<Size, string>>;

/*
 * The border shows where a field is (WCAG 1.4.11): slate-500 is 4.8:1 on white and 4.6:1 on the
 * contact card. A field found invalid after an attempted submit has a thicker red one.
 */
const input =
  'mt-2 block w-full rounded-xl border border-slate-500 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-slate-500 hover:border-ink-900 focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-2 aria-invalid:border-red-700';

/** What each kind of control adds to the input's look (./class-names.test.ts checks that none overrides it). */
export const fieldAdditions = {
  input: '',
  select: 'appearance-auto',
  textarea: 'resize-y',
  /** A select in a row beside a field that has a hint line under its label: level with that field. */
  selectBesideHint: 'appearance-auto sm:mt-7',
};

/** The input's own classes, for the test. */
export const fieldBase = input;

/** A form's controls: one look, with what each kind needs on top. */
export const fieldStyles = Object.fromEntries(
  Object.entries(fieldAdditions).map(([kind, extra]) => [kind, join(input, extra)]),
) as Record<keyof typeof fieldAdditions, string>;
