/** The words the insights pages show around the articles (the articles are in ./insights/). */
export const insightLabels = {
  title: 'Insights',
  metaDescription:
    'Articles from our directors on the rules changing for payment firms, crypto businesses, growing companies and private clients, checked against their sources.',
  lead: 'What is changing for our clients, explained by the directors who advise on it, with the rules linked to their source.',
  topicsHeading: 'Topics',
  allTopics: 'All insights',
  topicTitle: (topic: string) => `Insights on ${topic.toLowerCase()}`,
  topicDescription: (topic: string, count: number) =>
    `${count} ${count === 1 ? 'article' : 'articles'} from our directors on ${topic.toLowerCase()}: what the rules say, what changes and when, with each rule linked to its source.`,
  pageTitle: (title: string, page: number, pages: number) => `${title}, page ${page} of ${pages}`,
  pageDescription: (topic: string | undefined, page: number, pages: number) =>
    `Page ${page} of ${pages} of our directors’ articles${topic ? ` on ${topic.toLowerCase()}` : ''}, newest first: what the rules say, what changes and when, each rule linked to its source.`,
  showing: (from: number, to: number, total: number) =>
    from === 1 && to === total
      ? `${total} ${total === 1 ? 'article' : 'articles'}, newest first`
      : `Articles ${from} to ${to} of ${total}, newest first`,
  search: 'Search the insights and our services',
  pagination: 'Pages of articles',
  newer: 'Newer articles',
  older: 'Older articles',
  pageNumber: (page: number) => `Page ${page}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  by: 'By',
  readingTime: (minutes: number) => `${minutes} min read`,
  published: 'Published',
  related: 'Related insights',
  feeds: 'Follow by RSS or Atom',
} as const;
