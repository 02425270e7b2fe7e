import type { Source } from '../types';

export const source = {
  title: 'FCA: how the gateway for the new cryptoasset regime will operate',
  url: 'https://www.fca.org.uk/firms/new-regime-cryptoasset-regulation/how-gateway-will-operate',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'who must apply for authorisation under the cryptoasset regime, and the application window';
