import type { ClientTypeId, EstimateRules, FeePeriod, FeeRange, PlacingBand } from './fee-rules';
import { feePeriods } from './fee-rules';

/** A range per `per` (a month, a quarter, a year) as a year's. */
export const yearly = (range: FeeRange, per: FeePeriod): FeeRange => ({
  from: range.from * feePeriods[per],
  to: range.to * feePeriods[per],
});

/**
 * Where a client's own fee sits within its package's published range, for a year, from its answers
 * to the questions that place it (turnover, transactions): the estimate on /fees and the sole trader
 * or company calculator both price with it, so the two cannot disagree. Each answer places the fee
 * within the range; the highest place wins. An answer past what the range covers is `beyond`: the
 * firm quotes individually.
 */
export function placedYearlyFee(
  rules: EstimateRules,
  clientType: ClientTypeId,
  answers: { turnoverBand: string; transactionBand: string },
): { range: FeeRange; places: PlacingBand[]; beyond: PlacingBand[] } {
  const client = rules.clientTypes.find((type) => type.id === clientType);
  const turnover = rules.turnoverBands.find((band) => band.id === answers.turnoverBand);
  const volume = rules.transactionBands.find((band) => band.id === answers.transactionBand);
  if (!client || !turnover || !volume) throw new Error('placedYearlyFee: an answer is not one of the rules’ choices');
  const round = (pounds: number) => Math.round(pounds / rules.roundTo) * rules.roundTo;
  const places = client.placedBy.map((question) => (question === 'turnover' ? turnover : volume));
  const beyond = places.filter((band) => band.within === 'quoted');
  const shares = places.flatMap((band) => (band.within === 'quoted' ? [] : [band.within]));
  const share = {
    from: Math.max(0, ...shares.map((place) => place.from)),
    to: shares.length ? Math.max(...shares.map((place) => place.to)) : 1,
  };
  const year = yearly(client.price, client.per);
  const at = (fraction: number) => round(year.from + (year.to - year.from) * fraction);
  return { range: { from: at(share.from), to: at(share.to) }, places, beyond };
}
