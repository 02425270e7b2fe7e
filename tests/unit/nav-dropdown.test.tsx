import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceAreas } from '../../src/content/services';
import { sectors } from '../../src/content/sectors';
import { renderApp } from '../support/render-app';

function servicesButton(): HTMLElement {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Services' });
}

function panelOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('navigation dropdowns', () => {
  it('list every service area and every sector from the content', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(servicesButton());
    const services = within(panelOf(servicesButton()));
    for (const area of serviceAreas) {
      expect(services.getByRole('link', { name: area.title })).toHaveAttribute('href', `/services/${area.id}`);
    }
    expect(services.getByRole('link', { name: /All services/ })).toHaveAttribute('href', '/services');

    const sectorsButton = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: 'Sectors',
    });
    await user.click(sectorsButton);
    const sectorLinks = within(panelOf(sectorsButton));
    for (const sector of sectors) {
      expect(sectorLinks.getByRole('link', { name: sector.title })).toHaveAttribute('href', `/sectors/${sector.slug}`);
    }
  });

  it.each(['{Enter}', ' '])('opens with %s on the focused button and closes with Escape', async (key) => {
    const user = userEvent.setup();
    await renderApp('/');
    const button = servicesButton();
    button.focus();
    await user.keyboard(key);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(button)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('opens with ArrowDown, moves focus through the links with the arrow keys, and Escape returns focus', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const button = servicesButton();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(panelOf(button)).getAllByRole('link');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(links[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it and when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(servicesButton());
    await user.click(within(panelOf(servicesButton())).getByRole('link', { name: 'Audit and Assurance' }));
    await waitFor(() => expect(router.location().pathname).toBe('/services/audit'));
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening one dropdown and tabbing away closes it', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(servicesButton());
    const links = within(panelOf(servicesButton())).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
