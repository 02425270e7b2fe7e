import type { ToolsContent } from '../../features/checkers/tool-types';
import mtdIncomeTax from './tools/mtd-income-tax';
import safeguardingAudit from './tools/safeguarding-audit';

/** `/tools`: the checkers, each on its own page. */
const page: ToolsContent = {
  path: '/tools',
  title: 'Tools',
  metaDescription:
    'Free checkers that tell you whether Making Tax Digital for Income Tax or a safeguarding audit applies to you, with the rule and its source.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
  hero: {
    eyebrow: 'Tools',
    heading: 'Does this rule apply to me?',
    lead: 'Short checkers that answer in plain words, with the rule they rest on. They run in your browser and send nothing.',
  },
  intro: 'Where the answer turns on facts a checker cannot judge, it says so and tells you why.',
  tools: [mtdIncomeTax, safeguardingAudit].map((tool) => ({
    to: tool.path,
    title: tool.title,
    description: tool.hero.lead,
  })),
  // The descriptions name the rules (SUP 3A): the checkers' own sources.
  sources: [...(mtdIncomeTax.sources ?? []), ...(safeguardingAudit.sources ?? [])],
};

export default page;
