import { screen, within } from '@testing-library/react';
import { sectors, serviceAreas } from '../../content/indexes/site-map';
import { renderApp } from '../../../tests/support/render-app';

function servicesButton(): HTMLElement {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Services' });
}

function panelOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('navigation dropdowns', () => {
  // Opening and closing them is the browser's (native popovers): see tests/e2e/navigation.test.ts.
  it('list every service area and every sector from the content, in the page from the start', async () => {
    await renderApp('/');
    const services = within(panelOf(servicesButton()));
    for (const area of serviceAreas) {
      expect(services.getByRole('link', { name: area.title })).toHaveAttribute('href', area.path);
    }
    expect(services.getByRole('link', { name: /All services/ })).toHaveAttribute('href', '/services');

    const sectorsButton = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: 'Sectors',
    });
    const sectorLinks = within(panelOf(sectorsButton));
    for (const sector of sectors) {
      expect(sectorLinks.getByRole('link', { name: sector.title })).toHaveAttribute('href', sector.path);
    }
  });
});
