import type { SearchContent } from '../types';

/** `/search`: the insights and the service and sector pages, searched in the browser. */
const page: SearchContent = {
  path: '/search',
  title: 'Search',
  metaDescription:
    'Search our directors’ insights and our service and sector pages: the rules changing for payment firms, crypto businesses, growing companies and their owners.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-25',
  hero: {
    eyebrow: 'Search',
    heading: 'Search the site',
    lead: 'Our insights, services and sectors, by the words you would use: a rule, a return, a deadline or a kind of business.',
  },
  label: 'Search the insights, services and sectors',
  button: 'Search',
  kinds: { insight: 'Insight', service: 'Service', sector: 'Sector' },
  searching: 'Searching…',
  notReadyYet:
    'The search is still loading on this connection. If you have already searched, your words will be put back and the results shown here as soon as it is ready: there is no need to search again.',
  found: (count, query) =>
    count === 0
      ? `Nothing found for “${query}”. Try fewer or shorter words, or browse below.`
      : `${count} ${count === 1 ? 'page' : 'pages'} found for “${query}”`,
  failed: 'The search could not load. Check your connection and try again, or browse below.',
  browseHeading: 'Or browse',
  browse: [
    { label: 'Insights by topic', to: '/insights' },
    { label: 'Our services', to: '/services' },
    { label: 'Sectors we work with', to: '/sectors' },
  ],
  noScript: 'Search needs JavaScript, which is off in your browser. Every page is also a link away below.',
};

export default page;
