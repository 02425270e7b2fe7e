/**
 * The site's search: the insights and the service and sector pages, indexed at build time (the
 * build writes the index as the search page's data) and searched in the browser once a visitor
 * asks. Nothing of it is in any page's first load.
 */

export type SearchKind = 'insight' | 'service' | 'sector';

/** One page the search can find: what its result shows, and the words it is found by. */
export interface SearchEntry {
  path: string;
  kind: SearchKind;
  title: string;
  description: string;
  /** Further words it is found by, not shown (an article's topics). */
  terms?: string;
}

/** Lower case, accents off, split at anything that is not a letter or a digit. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The entries that have every word of the query (a word matches the start of one of theirs:
 * "safeguard" finds "safeguarding"), those with the words in their title first, then in the
 * index's order (the newest articles first).
 */
export function search(entries: readonly SearchEntry[], query: string, limit = 20): SearchEntry[] {
  const wanted = [...new Set(searchWords(query))];
  if (wanted.length === 0) return [];
  return entries
    .map((entry) => {
      const title = searchWords(entry.title);
      const rest = searchWords(`${entry.description} ${entry.terms ?? ''}`);
      let score = 0;
      for (const word of wanted) {
        if (title.some((each) => each.startsWith(word))) score += 2;
        else if (rest.some((each) => each.startsWith(word))) score += 1;
        else return { entry, score: 0 };
      }
      return { entry, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
