import type { ConsultationSlot } from '@agency/chat-protocol';

/** Where the visitor reads the times: their locale (undefined = the browser's) and IANA time zone. */
export interface VisitorClock {
  locale?: string;
  timeZone: string;
}

/** The visitor's own time zone, as their browser reports it. */
export function visitorClock(): VisitorClock {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

/** The locale's own way to write a time range ('10:00–10:30', '10:00 – 10:30 AM'). */
function timeRange({ start, end }: ConsultationSlot, { locale, timeZone }: VisitorClock): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).formatRange(new Date(start), new Date(end));
}

/** A slot's radio label, the day first so that each one reads alone: 'Tue 1 Dec, 10:00–10:30'. */
export function slotLabel(slot: ConsultationSlot, clock: VisitorClock): string {
  const day = new Intl.DateTimeFormat(clock.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: clock.timeZone });
  return `${day.format(new Date(slot.start))}, ${timeRange(slot, clock)}`;
}

/** The booked time in full, for the confirmation: 'Tuesday, 1 December 2026, 10:00–10:30'. */
export function longTimeRange(slot: ConsultationSlot, clock: VisitorClock): string {
  const date = new Intl.DateTimeFormat(clock.locale, { dateStyle: 'full', timeZone: clock.timeZone });
  return `${date.format(new Date(slot.start))}, ${timeRange(slot, clock)}`;
}
