/**
 * The insights' feeds, written at build time (scripts/prerender-plugin.ts) and linked from every
 * page's head (src/index.html). Apart from the route table, which every page's JavaScript carries.
 */
export const feedPaths = {
  rss: '/insights/feed.xml',
  atom: '/insights/atom.xml',
} as const;
