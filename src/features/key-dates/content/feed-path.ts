/** Where an audience's calendar feed is served: beside its page, as `.ics`. */
export const feedPath = (audience: { path: string }): string => `${audience.path}.ics`;
