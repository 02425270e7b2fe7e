import { twMerge } from 'tailwind-merge';
import {
  buttonParts,
  buttonSizes,
  buttonStyles,
  buttonTones,
  fieldAdditions,
  fieldBase,
  fieldStyles,
} from './class-names';

/*
 * The styles are joined, not merged, in the browser: a part that set a property another part sets
 * would leave both classes, and whichever Tailwind emits later would win whatever the order. So a
 * merge (tailwind-merge, which drops the earlier of two classes for one property) must keep every
 * class of every part.
 */
const classes = (value: string) => value.split(/\s+/).filter(Boolean).sort();

it('joins each button style from parts that set no property twice', () => {
  for (const tone of Object.keys(buttonTones) as (keyof typeof buttonTones)[]) {
    for (const size of Object.keys(buttonSizes) as (keyof typeof buttonSizes)[]) {
      const parts = buttonParts(tone, size);
      expect(classes(twMerge(...parts))).toEqual(classes(parts.join(' ')));
      expect(classes(buttonStyles[tone][size])).toEqual(classes(parts.join(' ')));
    }
  }
  expect(buttonStyles.primary.large).toContain('px-6 py-3 text-base');
});

it('joins each field style from the input and additions that override none of it', () => {
  for (const [kind, extra] of Object.entries(fieldAdditions)) {
    expect(classes(twMerge(fieldBase, extra))).toEqual(classes(`${fieldBase} ${extra}`));
    expect(classes(fieldStyles[kind as keyof typeof fieldAdditions])).toEqual(classes(`${fieldBase} ${extra}`));
  }
});

it('fails a part that overrides another (the check can fail)', () => {
  expect(classes(twMerge('px-5 text-sm', 'px-6'))).not.toEqual(classes('px-5 text-sm px-6'));
});
