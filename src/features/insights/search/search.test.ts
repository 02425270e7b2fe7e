import { search, searchWords, type SearchEntry } from './search';

const entries: SearchEntry[] = [
  {
    path: '/insights/a',
    kind: 'insight',
    title: 'First safeguarding audits',
    description: 'What the auditor asks.',
    terms: 'Regulation',
  },
  {
    path: '/services/audit/safeguarding-audit',
    kind: 'service',
    title: 'Safeguarding audit',
    description: 'For payment firms.',
  },
  {
    path: '/insights/b',
    kind: 'insight',
    title: 'VAT returns',
    description: 'Safeguarding is not this.',
    terms: 'Vat',
  },
  { path: '/sectors/technology', kind: 'sector', title: 'Technology', description: 'Software and café owners.' },
];
const found = (query: string) => search(entries, query).map((entry) => entry.path);

describe('search', () => {
  it('finds the entries with every word, those with it in their title first, then in index order', () => {
    expect(found('safeguarding')).toEqual(['/insights/a', '/services/audit/safeguarding-audit', '/insights/b']);
    expect(found('safeguarding audit')).toEqual(['/insights/a', '/services/audit/safeguarding-audit']);
    expect(found('payment safeguarding')).toEqual(['/services/audit/safeguarding-audit']);
  });

  it('matches the start of a word, in any case and without accents, and finds an article by its topics', () => {
    expect(found('SAFEGUARD')).toHaveLength(3);
    expect(found('cafe')).toEqual(['/sectors/technology']);
    expect(found('regulation')).toEqual(['/insights/a']);
    expect(found('guarding')).toEqual([]);
  });

  it('finds nothing for an empty query or punctuation alone, and keeps to the limit', () => {
    expect(found('')).toEqual([]);
    expect(found(' — ')).toEqual([]);
    expect(search(entries, 'safeguarding', 2)).toHaveLength(2);
    expect(searchWords('Making Tax Digital: £30,000')).toEqual(['making', 'tax', 'digital', '30', '000']);
  });
});
