import type { IllustrationKey } from './types';

/**
 * What each sector and service-area illustration shows, for the pages where it carries meaning
 * (elsewhere it is decorative). Kept apart from the files so pages that only decorate load less.
 */
export const illustrationAlt: Record<IllustrationKey, string> = {
  'financial-services': 'Illustration of a pillared bank building with a payment card and a coin in front of it',
  'property-construction': 'Illustration of a tower crane lowering a beam onto the steel frame of a new building',
  technology: 'Illustration of a laptop showing a dashboard and a phone, joined by circuit lines',
  healthcare: 'Illustration of a clinic with a cross on its front and a monitor showing a heartbeat line',
  'professional-services': 'Illustration of a briefcase in front of two documents, one marked with a tick',
  retail: 'Illustration of a shopfront with a striped awning and a shopping basket',
  hospitality: 'Illustration of a café table laid with a cup, a glass and a covered plate',
  manufacturing: 'Illustration of a factory with a sawtooth roof, boxes on a conveyor belt and two cogs',
  charities: 'Illustration of two hands holding up a heart',
  accountancy: 'Illustration of an open ledger of figures beside a balance sheet whose two sides are equal',
  audit: 'Illustration of a magnifying glass over a checklist of ticked items, one flagged',
  tax: 'Illustration of a calculator and a tax form with a percentage badge and a stack of coins',
  'corporate-finance': 'Illustration of a chart of rising bars with a growth arrow, beside two smaller charts',
  'sme-accounting': 'Illustration of a small shop linked to the cloud and to an invoice marked as paid',
  'crypto-accounting': 'Illustration of three linked blocks in a chain beside a coin and a list of transactions',
  'vat-services': 'Illustration of a receipt with a percentage badge beside a calendar of four quarters',
  'emi-reporting': 'Illustration of a payment card, a report with a bar chart and a shield with a tick',
  'financial-outsourcing': 'Illustration of a finance dashboard connected to a circle of team members',
};
