/** What a keyboard walk learns at one stop (tests/e2e/keyboard-walk.test.ts). */
export interface Stop {
  name: string;
  href: string | null;
  /** Whether focus has been here before in this walk. */
  seen: boolean;
  /** Whether focus stayed on the last stop's element: a date field is three stops (day, month, year). */
  same: boolean;
  /** Whether the stop is in the mobile menu. */
  inMenu: boolean;
  /** Whether the stop is in the page's main content. */
  inMain: boolean;
  problems: string[];
}

/** Forgets the stops of an earlier walk on the same page (runs in the page). */
export function startWalk(): void {
  (window as { __walkStops?: WeakSet<Element> }).__walkStops = new WeakSet();
  (window as { __walkLast?: Element }).__walkLast = undefined;
}

/**
 * Runs in the page (one evaluate per stop, so a walk stays quick): checks the focused element, or
 * returns null when focus is on nothing (it has gone to the browser's own controls).
 *
 * `again`: the same element checked once more after two painted frames, for a stop whose first
 * check found a problem (walk.ts). The check runs as soon as the browser has taken the key, and on
 * a busy machine the page may not yet have drawn the frame the visitor sees (focus moved, the
 * scroll that shows it still to come): what counts is that frame. A problem still there is real.
 */
export async function checkFocusedElement(again = false): Promise<Stop | null> {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  const walk = window as { __walkStops?: WeakSet<Element>; __walkLast?: Element };
  const registry = (walk.__walkStops ??= new WeakSet());
  const seen = !again && registry.has(element);
  const same = !again && walk.__walkLast === element;
  if (again) {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((painted) => requestAnimationFrame(painted));
  } else {
    registry.add(element);
    walk.__walkLast = element;
  }

  const problems: string[] = [];
  const style = getComputedStyle(element);
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push('not visible');
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) problems.push('no focus ring');
  if (element.closest('[inert], [aria-hidden="true"]')) problems.push('inside an inert or aria-hidden region');

  // The part of it on screen, and what the visitor sees at that part's centre. A link that wraps
  // is several boxes, one a line, whose bounding box's centre may fall between them: take the line
  // box with the most of it on screen.
  const visible = (box: DOMRect) => ({
    left: Math.max(box.left, 0),
    right: Math.min(box.right, window.innerWidth),
    top: Math.max(box.top, 0),
    bottom: Math.min(box.bottom, window.innerHeight),
  });
  const area = (part: ReturnType<typeof visible>) =>
    Math.max(part.right - part.left, 0) * Math.max(part.bottom - part.top, 0);
  const rect = element.getBoundingClientRect();
  const boxes = [...element.getClientRects()].map(visible);
  const { left, right, top, bottom } = boxes.reduce(
    (best, part) => (area(part) > area(best) ? part : best),
    boxes[0] ?? visible(rect),
  );
  if (right - left < 1 || bottom - top < 1) {
    problems.push(
      `off screen (${Math.round(rect.left)}, ${Math.round(rect.top)}; scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight})`,
    );
  } else {
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (!hit || !(element === hit || element.contains(hit))) {
      const cover = hit?.closest('header, [popover], a, button, dialog') ?? hit;
      problems.push(
        `covered by ${cover ? `${cover.tagName.toLowerCase()}${cover.id ? `#${cover.id}` : ''}` : 'nothing'}`,
      );
    }
  }

  return {
    name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
    href: element.getAttribute('href'),
    seen,
    same,
    inMenu: element.closest('#mobile-menu') !== null,
    inMain: element.closest('main') !== null,
    problems,
  };
}
