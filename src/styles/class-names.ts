import { mergeClasses } from './merge-classes';

/**
 * Class names where a base style is extended, merged with tailwind-merge (./merge-classes.ts).
 * Run at build time (scripts/build-time-loader.ts): the bundle gets the merged strings, not the
 * merger. So every value here is plain data, and a new combination is a new entry, not a call.
 */

// The transparent border is what forced colours paint, so a pill keeps its shape there.
const button =
  'inline-flex items-center justify-center gap-2 rounded-full border border-transparent px-5 py-2.5 text-sm font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

const buttonTones = {
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

const buttonSizes = {
  regular: '',
  /** The main calls to action: the home page's hero, the consultation band, the mobile menu. */
  large: 'px-6 py-3 text-base',
  /** Large, on one line and never squeezed, beside text in a row (the enquiry form's submit). */
  largeInRow: 'shrink-0 px-7 py-3 text-base whitespace-nowrap',
};

/** Links and buttons styled as buttons, by tone and size; one place so every call to action matches. */
export const buttonStyles = Object.fromEntries(
  Object.entries(buttonTones).map(([tone, toneClasses]) => [
    tone,
    Object.fromEntries(
      Object.entries(buttonSizes).map(([size, sizeClasses]) => [size, mergeClasses(button, toneClasses, sizeClasses)]),
    ),
  ]),
) as Record<keyof typeof buttonTones, Record<keyof typeof buttonSizes, string>>;

/*
 * The border shows where a field is (WCAG 1.4.11): slate-500 is 4.8:1 on white and 4.6:1 on the
 * contact card. A field found invalid after an attempted submit has a thicker red one.
 */
const input =
  'mt-2 block w-full rounded-xl border border-slate-500 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-slate-500 hover:border-ink-900 focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-2 aria-invalid:border-red-700';

/** A form's controls: one look, with what each kind needs on top. */
export const fieldStyles = {
  input,
  select: mergeClasses(input, 'appearance-auto'),
  textarea: mergeClasses(input, 'resize-y'),
  /** A select in a row beside a field that has a hint line under its label: level with that field. */
  selectBesideHint: mergeClasses(input, 'appearance-auto sm:mt-7'),
};
