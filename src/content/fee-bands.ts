import type { PlacingBand } from './fee-rules';

/*
 * The answers that place a client's own fee within its package's published range: the fees
 * estimate asks them (src/content/pages/fees.ts), and the sole trader or company calculator asks
 * the same, to price both ways from the visitor's own answers. A module of its own so that the
 * calculator's form carries the bands without the whole fees page.
 */

/**
 * Where turnover places a client's own fee within its package's range (shares of the way from
 * its bottom to its top); past the top band the firm quotes individually.
 * @placeholder the fictional firm's pricing: how turnover places a fee within its range
 */
export const turnoverBands: PlacingBand[] = [
  { id: 'up-to-90k', label: 'Up to £90,000', within: { from: 0, to: 0.4 } },
  { id: 'to-250k', label: '£90,001 to £250,000', within: { from: 0.2, to: 0.7 } },
  { id: 'to-1m', label: '£250,001 to £1 million', within: { from: 0.5, to: 1 } },
  { id: 'over-1m', label: 'More than £1 million', within: 'quoted' },
];

/** @placeholder the fictional firm's pricing: how the volume of transactions places a fee within its range */
export const transactionBands: PlacingBand[] = [
  { id: 'up-to-50', label: 'Up to 50 transactions a month', within: { from: 0, to: 0.4 } },
  { id: 'to-200', label: '51 to 200 transactions a month', within: { from: 0.2, to: 0.7 } },
  { id: 'to-1000', label: '201 to 1,000 transactions a month', within: { from: 0.5, to: 1 } },
  { id: 'over-1000', label: 'More than 1,000 transactions a month', within: 'quoted' },
];
