/**
 * The insights' feeds, written at build time (scripts/prerender-plugin.ts) and linked from every
 * page's head (src/index.html). Apart from the route table, which every page's JavaScript carries.
 */
export const feedPaths = {
  rss: '/insights/feed.xml',
  atom: '/insights/atom.xml',
} as const;

/** Their media types: in each page's head, and sent by both servers (server/app/app.ts, server/platform/http/nginx-routes.ts). */
export const feedMediaTypes: Record<keyof typeof feedPaths, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};
