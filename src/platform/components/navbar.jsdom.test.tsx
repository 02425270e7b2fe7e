import { act, screen, within } from '@testing-library/react';
import { renderApp, scrollTo } from '../../../tests/support/render-app';

function header(): HTMLElement {
  return screen.getByRole('banner');
}

afterEach(() => scrollTo(0));

describe('navbar scroll state', () => {
  // SPEC.md section 9's threshold, 20 px, as the visitor meets it.
  it('is transparent at the top and still at 20 px, solid at 21 px, and transparent again at 0', async () => {
    await renderApp('/');
    expect(header()).toHaveAttribute('data-solid', 'false');

    act(() => scrollTo(20));
    expect(header()).toHaveAttribute('data-solid', 'false');

    act(() => scrollTo(21));
    expect(header()).toHaveAttribute('data-solid', 'true');

    act(() => scrollTo(0));
    expect(header()).toHaveAttribute('data-solid', 'false');
  });

  it('links the Book a Consultation button to the booking page', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/book');
  });
});

describe('mobile menu', () => {
  // Opening and closing it is the browser's (a modal dialog, or a popover): see tests/e2e/navigation.test.ts.
  it('is in the page from the start, with a labelled toggle, every navigation link and a call', async () => {
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu', hidden: true });
    // The browser exposes the expanded state of a popover's invoker; a prerendered one would be stale.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(toggle).toHaveAttribute('commandfor', 'mobile-menu');
    expect(toggle).toHaveAttribute('command', 'show-modal');
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    const menu = document.getElementById('mobile-menu')!;
    expect(menu.tagName).toBe('DIALOG');
    expect(menu).toHaveAttribute('popover', 'auto');
    // In the main navigation landmark, and a navigation landmark of its own inside the modal.
    expect(menu.closest('nav')).toHaveAttribute('aria-label', 'Main');
    expect(within(menu).getByRole('navigation', { name: 'Menu', hidden: true })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/services/tax', '/sectors/technology', '/about', '/contact']));
    expect(within(menu).getByRole('link', { name: /Call/, hidden: true })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+44/),
    );
  });
});
