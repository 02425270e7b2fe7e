import { screen, within } from '@testing-library/react';
import { chatUrl, site } from '../../config/site';
import { renderApp } from '../../../tests/support/render-app';

describe('chat link', () => {
  it('builds a WhatsApp click-to-chat URL with the greeting URL-encoded', async () => {
    expect(chatUrl({ whatsappNumber: '447700900123', greeting: 'Hi & hello? 50% off, café #1' })).toBe(
      'https://wa.me/447700900123?text=Hi%20%26%20hello%3F%2050%25%20off%2C%20caf%C3%A9%20%231',
    );
    const url = new URL(chatUrl());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.chat.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(site.chat.greeting);
  });

  it.each(['/', '/contact', '/sectors/financial-services/banking', '/no-such-page'])(
    'floats on %s, opening in a new tab safely, with an accessible name, inside the footer’s landmark',
    async (path) => {
      await renderApp(path);
      const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
      expect(link).toHaveAttribute('href', chatUrl());
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(
        within(screen.getByRole('contentinfo')).getByRole('link', { name: link.getAttribute('aria-label')! }),
      ).toBe(link);
    },
  );
});
