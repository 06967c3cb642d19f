import type { Booking } from '@agency/chat-protocol';

/**
 * A booking's date and time range in the team's time zone (the zone the invite and the calendar use),
 * with the zone named, e.g. 'Tuesday, 1 December 2026, 10:00–10:30 (Europe/Berlin)'.
 */
export function bookingTimeRange(booking: Pick<Booking, 'start' | 'end' | 'teamTimeZone'>, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: booking.teamTimeZone });
  return `${format.formatRange(new Date(booking.start), new Date(booking.end))} (${booking.teamTimeZone})`;
}

export const BOOKING_STATUS_LABELS = { booked: 'Booked', cancelled: 'Cancelled' } as const satisfies Record<Booking['status'], string>;
