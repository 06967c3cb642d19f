import { bookingRequestSchema, type Booking, type BookingOffer, type BookingRequest } from '@agency/chat-protocol';
import { CHAT_TEXT } from '../shared/content';

/** The visitor's choice in the picker, before it is checked. */
export interface BookingChoice {
  start: string | null;
  email: string;
}

export type CheckedChoice = { ok: true; request: BookingRequest } | { ok: false; field: 'time' | 'email'; error: string };

/** The choice as chat-server's schema would take it, or which field is wrong and why (the protocol's own words). */
export function checkBookingChoice(chatId: string, { start, email }: BookingChoice): CheckedChoice {
  if (start === null) return { ok: false, field: 'time', error: CHAT_TEXT.booking.timeMissing };
  const parsed = bookingRequestSchema.safeParse({ chatId, start, email: email.trim() });
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  // Only the e-mail is typed by the visitor; a bad chat id or time is the widget's fault and chat-server says so.
  if (issue?.path[0] === 'email') return { ok: false, field: 'email', error: issue.message };
  return { ok: true, request: { chatId, start, email: email.trim() } };
}

/** The chosen time stays chosen only while it is still offered (chat-server may answer with new times). */
export function keptChoice(start: string | null, offer: BookingOffer): string | null {
  return offer.slots.some((slot) => slot.start === start) ? start : null;
}

export type BookingView = { kind: 'offer'; offer: BookingOffer } | { kind: 'booked'; booking: Booking } | null;

/** What the window shows under the conversation: the booking made here, else the newest analysis's offer. */
export function bookingView({ booking, offer }: { booking: Booking | null; offer: BookingOffer | null }): BookingView {
  if (booking) return { kind: 'booked', booking };
  return offer ? { kind: 'offer', offer } : null;
}
