import { useEffect, useState } from 'react';

/**
 * False as a component first renders, true once the browser has drawn the frame it appeared in:
 * for a part of it drawn a frame later, so that styling and laying out all of it is not one long
 * task. The state is set in a task after that frame (a timer started by the frame's animation
 * callback), so the second part's rendering, style and layout fall in the frame after. In a tab
 * that is not shown, no frame is drawn and it waits until one is.
 */
export function useAfterFirstFrame(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return drawn;
}
