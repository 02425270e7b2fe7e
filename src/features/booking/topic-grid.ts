import type { SlotDay } from './slots';

/*
 * The browser's part of the slots: the page shows each topic's free times from the one grid the
 * service answers. Apart from ./slots.ts, whose rules (working days, the bank holidays on file,
 * London time) only the service and the build need, so that the page does not carry them.
 */

/** The grid as one topic sees it: a slot is free when a director free then takes the topic. */
export function gridForTopic(days: readonly SlotDay[], topic: string | undefined): SlotDay[] {
  if (!topic) return [...days];
  return days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({ ...slot, free: slot.free && (!slot.topics || slot.topics.includes(topic)) })),
  }));
}
