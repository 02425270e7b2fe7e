import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings } from '../../src/config/site';
import { renderApp, scrollTo } from '../support/render-app';

function header(): HTMLElement {
  return screen.getByRole('banner');
}

afterEach(() => scrollTo(0));

describe('navbar scroll state', () => {
  it('uses the threshold from SPEC.md section 9', async () => {
    expect(timings.navbarScrollThresholdPx).toBe(20);
  });

  it('is transparent at the top and still at 20 px, solid at 21 px, and transparent again at 0', async () => {
    await renderApp('/');
    expect(header()).toHaveAttribute('data-solid', 'false');

    act(() => scrollTo(20));
    expect(header()).toHaveAttribute('data-solid', 'false');
    expect(header()).toHaveClass('bg-transparent');

    act(() => scrollTo(21));
    expect(header()).toHaveAttribute('data-solid', 'true');
    expect(header()).not.toHaveClass('bg-transparent');

    act(() => scrollTo(0));
    expect(header()).toHaveAttribute('data-solid', 'false');
  });

  it('links the Book a Consultation button to the contact page', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
  });
});

describe('mobile menu', () => {
  const menu = () => document.getElementById('mobile-menu');

  it('opens from its labelled toggle and closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(menu()).toBeNull();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu()).toBeVisible());
    expect(header()).toHaveAttribute('data-solid', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('main')).toHaveAttribute('inert');

    await user.click(within(menu()!).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(router.location().pathname).toBe('/about'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chartered accountants in Canary Wharf' }),
    ).toBeInTheDocument();
    expect(menu()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('closes on any route change, such as the browser going back', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await act(async () => router.navigate('/services'));
    await screen.findByRole('heading', { level: 1, name: 'What we do' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(menu()).toBeVisible());

    await act(async () => router.navigate(-1));
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(menu()).toBeNull();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(menu()).toBeVisible());
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
