import type { Page, SerializedAXNode } from 'puppeteer';
import { isHydrated, releaseScripts, useBrowser, waitForHydration } from './helpers';

/**
 * What assistive technology is told about the mobile menu, a dropdown and a services card, read
 * from Chromium's accessibility tree: before the app starts (scripts held back) and after it has
 * hydrated, closed and open. The two must agree: the prerendered HTML may not say anything stale
 * (such as aria-expanded="false" on an open popover's button).
 */
const browser = useBrowser();
// Every script is held back until the tree has been read twice, then let go (releaseScripts).

interface Node {
  role: string;
  name?: string;
  description?: string;
  expanded?: boolean;
  modal?: boolean;
  children?: Node[];
}

/** The subtree at a selector, with only what is announced (no text runs, no ids). */
async function tree(page: Page, selector: string): Promise<Node | null> {
  const handle = await page.$(selector);
  if (!handle) throw new Error(`Nothing matches ${selector}`);
  const prune = (node: SerializedAXNode): Node | null => {
    if (node.role === 'StaticText' || node.role === 'InlineTextBox') return null;
    const children = (node.children ?? []).map(prune).filter((child): child is Node => child !== null);
    return {
      role: node.role,
      ...(node.name ? { name: node.name } : {}),
      ...(node.description ? { description: node.description } : {}),
      ...(node.expanded !== undefined ? { expanded: node.expanded } : {}),
      ...(node.modal ? { modal: true } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  };
  const snapshot = await page.accessibility.snapshot({ root: handle, interestingOnly: false });
  return snapshot ? prune(snapshot) : null;
}

interface Case {
  name: string;
  path: string;
  viewport: 'phone' | 'desktop';
  /** What is read, closed and open. */
  read: string[];
  open: (page: Page) => Promise<void>;
  close: (page: Page) => Promise<void>;
  /** What must hold, open and closed, besides being the same before and after hydration. */
  check: (closed: (Node | null)[], opened: (Node | null)[]) => void;
}

const cases: Case[] = [
  {
    name: 'the mobile menu',
    path: '/services',
    viewport: 'phone',
    read: ['button[aria-controls="mobile-menu"]', '#mobile-menu'],
    open: (page) => page.tap('button[aria-controls="mobile-menu"]'),
    close: (page) => page.keyboard.press('Escape'),
    check: ([toggle, menu], [, openMenu]) => {
      expect(toggle).toMatchObject({ role: 'button', name: 'Menu', expanded: false });
      expect(menu).toBeNull(); // closed: not in the tree at all
      expect(openMenu).toMatchObject({ role: 'dialog', name: 'Menu', modal: true });
      const nav = openMenu?.children?.find((child) => child.role === 'navigation');
      expect(nav?.name).toBe('Menu');
      expect(JSON.stringify(nav)).toContain('"name":"Financial Services"');
    },
  },
  {
    name: 'the Services dropdown',
    path: '/about',
    viewport: 'desktop',
    read: ['button[popovertarget="nav-services"]', '#nav-services'],
    open: (page) => page.click('button[popovertarget="nav-services"]'),
    close: (page) => page.keyboard.press('Escape'),
    check: ([button, panel], [openButton, openPanel]) => {
      expect(button).toMatchObject({ role: 'button', name: 'Services', expanded: false });
      expect(panel).toBeNull();
      expect(openButton).toMatchObject({ role: 'button', name: 'Services', expanded: true });
      expect(JSON.stringify(openPanel)).toContain('"role":"link","name":"Tax"');
    },
  },
  {
    name: 'a services card',
    path: '/services',
    viewport: 'desktop',
    read: ['#tax-summary'],
    open: (page) => page.click('#tax-summary'),
    close: (page) => page.click('#tax-summary'),
    check: ([summary], [openSummary]) => {
      // A disclosure (Chromium says "Grouped" for one of a named <details> group).
      expect(summary?.role).toMatch(/^DisclosureTriangle/);
      expect(summary?.expanded).toBe(false);
      // A short name, its text as the description.
      expect(summary?.name).toBe('Tax');
      expect(summary?.description?.length).toBeGreaterThan(60);
      expect(openSummary).toMatchObject({ expanded: true, name: 'Tax' });
    },
  },
];

// The three cases side by side (inTurn), each with a page and a browser context of its own.
it.concurrent.each(cases.map((c) => [c.name, c] as const))(
  '%s reads the same before the app starts and after it has hydrated, closed and open',
  (_, c) =>
    browser.inTurn(async (open) => {
      const page = await open(c.path, c.viewport, { holdScripts: true });
      const read = () => Promise.all(c.read.map((selector) => tree(page, selector)));
      const closed = await read();
      await c.open(page);
      const opened = await read();
      expect(await isHydrated(page)).toBe(false);

      releaseScripts(page);
      await waitForHydration(page);
      expect(await read()).toEqual(opened);
      await c.close(page);
      await page.waitForFunction(() => true);
      expect(await read()).toEqual(closed);
      c.check(closed, opened);
      await page.close();
    }),
  // A case may wait its turn behind the others running side by side before it starts.
  120_000,
);
