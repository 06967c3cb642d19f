import {
  BOOKING_ERRORS,
  BOOKINGS_PATH,
  bookingResponseSchema,
  type Booking,
  type BookingOffer,
  type BookingRequest,
} from '@agency/chat-protocol';
import { fetchJson } from '@agency/site-kit/browser/fetch-json';
import { CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';

/** What a booking came to: the booking, or the words to show and the times free now (when chat-server sent them). */
export type BookingOutcome =
  { ok: true; booking: Booking } | { ok: false; error: string; offer: BookingOffer | null; field?: 'time' | 'email' };

/** chat-server's own words are shown for these; any other failure gets the generic retry message. */
const ANSWERED_FAILURES = new Set([400, 409]);

/** POST /api/bookings with the visitor's token, the answer parsed with the protocol's schema. */
export async function requestBooking(apiBaseUrl: string, token: string, request: BookingRequest): Promise<BookingOutcome> {
  const answer = await fetchJson(`${apiBaseUrl}${BOOKINGS_PATH}`, {
    method: 'POST',
    body: request,
    headers: { Authorization: `Bearer ${token}` },
    timeoutMs: CHAT_TIMING.socketTimeoutMs,
  }).catch(() => null);
  const parsed = bookingResponseSchema.safeParse(answer?.body).data;
  if (answer?.ok && parsed?.success) return { ok: true, booking: parsed.data };
  if (answer && parsed && !parsed.success && ANSWERED_FAILURES.has(answer.status)) {
    // chat-server's e-mail check is stricter than a form can know: its refusal marks the field all the same.
    const field = parsed.error === BOOKING_ERRORS.email ? ('email' as const) : undefined;
    return { ok: false, error: parsed.error, offer: parsed.offer ?? null, ...(field ? { field } : {}) };
  }
  return { ok: false, error: CHAT_TEXT.booking.failed, offer: null };
}

/** GET the visitor's calendar invite for a booking; null on any failure. */
export async function fetchInvite(apiBaseUrl: string, token: string, bookingId: string): Promise<Blob | null> {
  try {
    const response = await fetch(`${apiBaseUrl}${BOOKINGS_PATH}/${encodeURIComponent(bookingId)}/invite.ics`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/calendar' },
      signal: AbortSignal.timeout(CHAT_TIMING.socketTimeoutMs),
    });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
