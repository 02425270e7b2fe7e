/**
 * Contrast as the visitor sees it, computed in the page (functions handed to page.evaluate, so each
 * is self-contained). Colours are resolved by painting them on a canvas, which reads any CSS colour
 * (Tailwind's are oklch) as sRGB.
 */

export interface Boundary {
  name: string;
  /** The lower of the boundary's contrast with what is outside it and with what is inside it. */
  ratio: number;
  colour: string;
  against: string;
}

/**
 * For each element matching the selector: its boundary (the focus ring if `ring`, else its border)
 * against what lies just outside it (whatever is painted there, bar and hero included) and, for a
 * border, against the element's own background.
 */
export function boundaryContrast(selector: string, ring: boolean): Boundary[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (colour: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: number[], bottom: number[]) =>
    top.slice(0, 3).map((c, i) => c * top[3]! + bottom[i]! * (1 - top[3]!));
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  };
  /** What is painted at a point, below the given element: the backgrounds there, composited. */
  const backdrop = (x: number, y: number, skip: Element): number[] => {
    const layers = document.elementsFromPoint(x, y).filter((element) => !skip.contains(element));
    let colour = [255, 255, 255];
    for (const layer of layers.reverse()) colour = over(rgba(getComputedStyle(layer).backgroundColor), colour);
    return colour;
  };

  return Array.from(document.querySelectorAll<HTMLElement>(selector))
    .filter((element) => element.checkVisibility())
    .map((element) => {
      // Colours as they settle, not half way through a transition (a ring fades in over 150 ms).
      for (const animation of element.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const gap = ring ? parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) + 2 : 2;
      const outside = backdrop(Math.max(rect.left - gap, 0), rect.top + rect.height / 2, element);
      const colour = ring ? style.outlineColor : style.borderTopColor;
      const line = over(rgba(colour), outside);
      const inside = over(rgba(style.backgroundColor), backdrop(rect.left + rect.width / 2, rect.top + 2, element));
      // No line drawn at all is no boundary, whatever its colour.
      const drawn = ring
        ? style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        : style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
      const ratio = !drawn
        ? 1
        : ring
          ? contrast(line, outside)
          : Math.min(contrast(line, outside), contrast(line, inside));
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
      return {
        name,
        ratio: Math.round(ratio * 100) / 100,
        colour,
        against: `rgb(${outside.map(Math.round).join(' ')})`,
      };
    });
}
