import type { Page } from 'puppeteer';
import { transitionsEnded } from './axe';

/**
 * Resolves once the page has rendered `count` more frames: what the last task scheduled (a React
 * render from an event, its effects, a focus they move) has run and been painted, however busy the
 * machine, rather than after a pause that a busy machine can outlast.
 */
export async function framesRendered(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Resolves once the page has stopped scrolling (its position unchanged over three frames: a smooth
 * scroll moves every frame) and its transitions have ended: a box read then is where it stays.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await transitionsEnded(page);
}
