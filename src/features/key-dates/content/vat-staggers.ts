/** The three sets of VAT quarters HMRC allocates: the months they end in, and the months their returns are due. */
export const vatStaggers = [
  { id: 'mar-jun-sep-dec', quarters: 'March, June, September and December', dueMonths: [2, 5, 8, 11] },
  { id: 'jan-apr-jul-oct', quarters: 'January, April, July and October', dueMonths: [3, 6, 9, 12] },
  { id: 'feb-may-aug-nov', quarters: 'February, May, August and November', dueMonths: [1, 4, 7, 10] },
] as const;
