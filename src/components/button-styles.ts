/**
 * Class names for links and buttons styled as buttons; one place so every call to action matches.
 * The transparent border is what forced colours paint, so a pill keeps its shape there.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full border border-transparent px-5 py-2.5 text-sm font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  /** The accent call to action, for dark surfaces. */
  accent: `${base} bg-teal-300 text-ink-950 hover:bg-teal-200`,
  /** The call to action on the navigation bar: accent over the hero, primary once the bar is solid. */
  onBar: `${base} bg-(--nav-cta-bg) text-(--nav-cta-fg) hover:bg-(--nav-cta-hover)`,
  /** The call to action on light surfaces. */
  primary: `${base} bg-ink-900 text-white hover:bg-ink-700`,
  /** A quieter action beside a primary one, on dark surfaces. */
  ghostOnDark: `${base} text-white ring-1 ring-white/40 ring-inset hover:bg-white/10`,
  /** A quieter action on light surfaces. */
  secondary: `${base} text-ink-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50`,
} as const;
