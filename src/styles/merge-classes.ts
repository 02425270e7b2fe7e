import { twMerge, type ClassNameValue } from 'tailwind-merge';

/**
 * Joins class names so that a later utility wins over an earlier one of the same property
 * (`text-sm` then `text-base` gives `text-base`). Concatenation leaves both, and then whichever
 * Tailwind happens to emit later in the stylesheet wins, whatever the order in the attribute.
 * For build time only (./class-names.ts): tailwind-merge would add 9 KB gzip to every page's app.
 */
export function mergeClasses(...classes: ClassNameValue[]): string {
  return twMerge(...classes);
}
