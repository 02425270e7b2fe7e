import type { Hero, PageContent } from '../../content/types';

/** One step of a checker's rule as a person can follow it on paper: a question, and where each answer leads. */
export interface DecisionStep {
  question: string;
  answers: { if: string; then: string }[];
}

export type { Choice } from '../../platform/forms/form-fields';

/** What every checker page has: the rule as a decision list (the answer without JavaScript), and its form's shared words. */
export interface CheckerContent extends PageContent {
  hero: Hero;
  intro: string[];
  /** The service and sector pages this checker concerns: each links to it. */
  concerns: string[];
  decisionList: { heading: string; lead: string; steps: DecisionStep[] };
  /** `caveat`: the line every answer ends with (`checkerCaveat`), so that no answer reads as advice. */
  form: { heading: string; privacy: string; submit: string; resultHeading: string; caveat: string };
  /** Turns a result into an enquiry: the link's words, and the enquiry form's subject (a value of its select). */
  enquiry: {
    link: string;
    subject: 'sme' | 'fintech' | 'crypto' | 'general';
    intro: string;
    answersHeading: string;
    resultHeading: string;
    close: string;
  };
}

/** `/tools`: the list of tools. */
export interface ToolsContent extends PageContent {
  hero: Hero;
  intro: string;
  tools: { to: string; title: string; description: string }[];
}
