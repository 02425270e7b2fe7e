import type createPlugin from 'tailwindcss/plugin';
import { elementIds, timings } from '../config/site';

/**
 * What the stylesheet needs from the config, so each is written once (main.css loads this with
 * `@plugin`): the mobile menu's id, for the `menu-open` variant, and the scroll distance after
 * which the navigation bar turns solid, as `--navbar-solid-after`.
 */
// A plain function, which Tailwind takes as a plugin. The file is .mts so that every loader
// (webpack's in the build, tsx's under npm run dev) hands Tailwind an ES module whose default
// export is this function, not a CommonJS object wrapping it.
const framePlugin: Parameters<typeof createPlugin>[0] = ({ addVariant, addBase }) => {
  // A modal dialog opened by its invoker, or a popover where the browser has no invoker commands.
  const menuOpen = `:root:has(#${elementIds.mobileMenu}:is(:popover-open, [open]))`;
  // The root, while the mobile menu is open; a rule for an element in the page nests under it
  // (`:root { @variant menu-open { .site-header {…} } }`). Not also `${menuOpen} *`, as it was: with a
  // rule for every element under a root that matches a :has(), Chromium restyles the whole page
  // each time anything the page's :has() rules look at changes (each of the booking form's commits),
  // where a rule for a named element restyles that element alone (docs/performance.md).
  addVariant('menu-open', `&:where(${menuOpen})`);
  addBase({ ':root': { '--navbar-solid-after': `${timings.navbarScrollThresholdPx}px` } });
};

export default framePlugin;
