/** The words of the "Sources" list every page that states a rule ends with. */
export const sourcesLabels = {
  heading: 'Sources',
  intro: 'The primary texts behind the rules on this page.',
} as const;
