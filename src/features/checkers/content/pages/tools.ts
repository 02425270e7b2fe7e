import type { ToolsContent } from '../../tool-types';
import { toolCardSources, toolCards } from '../../indexes/generated/tool-cards';

/** `/tools`: the checkers, each on its own page. */
const page: ToolsContent = {
  path: '/tools',
  title: 'Tools',
  metaDescription:
    'Free checkers for Making Tax Digital for Income Tax and safeguarding audits, and a sole trader or limited company calculator, each with its sources.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
  hero: {
    eyebrow: 'Tools',
    heading: 'Does this rule apply to me?',
    lead: 'Short checkers that answer in plain words, and a calculator that works out your figures, each with the rules they rest on.',
  },
  intro:
    'Where the answer turns on facts a checker cannot judge, it says so and tells you why. They run in your browser and send nothing; without JavaScript the calculator sends your figures to our server to be worked out, and they are not kept.',
  // Each tool's card, read from its page module at build time (src/features/checkers/indexes/tool-cards.ts).
  tools: toolCards,
  // The descriptions name the rules (SUP 3A): the checkers' own sources.
  sources: toolCardSources,
};

export default page;
