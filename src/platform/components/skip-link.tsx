import { frame } from '../../content/frame';
export const mainContentId = 'main-content';

/** The first focusable element on every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-white px-4 py-3 text-sm font-semibold text-ink-900 shadow-raised focus:translate-y-0"
    >
      {frame.skipLink}
    </a>
  );
}
