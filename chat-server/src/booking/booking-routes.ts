/**
 * The visitor books over REST with their token (POST /api/bookings) and
 * downloads their invite; the invite's cancel link opens a small page whose
 * form cancels (a GET changes nothing: mail scanners open links).
 */
import { Router, type Response } from 'express';
import { BOOKING_CANCEL_PATH, bookingCancelSchema, bookingRequestSchema, type BookingResponse, BOOKINGS_PATH } from '@agency/chat-protocol';
import { requireSession, sessionOf } from '../http/authenticate.js';
import { validationError } from '../http/validation.js';
import type { Identity } from '../identity/identity.js';
import type { Bookings } from './bookings.js';
import type { StoredBooking } from './booking-store.js';

const BOOKING_ID = /^bk_[A-Za-z0-9_-]{8,64}$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of its own, with a policy that allows its inline style and a form back to itself, nothing else. */
function sendPage(response: Response, status: number, title: string, body: string): void {
  response
    .status(status)
    .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111}` +
        `button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:2px solid #111;background:#111;color:#fff;cursor:pointer}` +
        `button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

export function bookingRoutes(identity: Identity, bookings: Bookings): Router {
  const router = Router();

  router.post(BOOKINGS_PATH, requireSession(identity), async (request, response) => {
    const parsed = bookingRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return void response.status(400).json(validationError(parsed.error, 'Invalid booking'));
    const outcome = await bookings.book(sessionOf(response).userId, parsed.data);
    const body: BookingResponse = outcome.ok
      ? { success: true, data: outcome.booking }
      : { success: false, error: outcome.error, ...(outcome.offer && { offer: outcome.offer }) };
    response.status(outcome.ok ? 201 : outcome.status).json(body);
  });

  router.get(`${BOOKINGS_PATH}/:bookingId/invite.ics`, requireSession(identity), async (request, response) => {
    const bookingId = String(request.params.bookingId);
    const booking = BOOKING_ID.test(bookingId) ? await bookings.visitorBooking(sessionOf(response).userId, bookingId) : undefined;
    if (!booking) return void response.status(404).json({ success: false, error: 'No such booking.' });
    response.type('text/calendar; charset=utf-8').attachment('consultation.ics').send(bookings.visitorInvite(booking));
  });

  const linked = async (query: unknown): Promise<StoredBooking | undefined> => {
    const parsed = bookingCancelSchema.safeParse(query);
    return parsed.success ? bookings.linkedBooking(parsed.data.booking, parsed.data.token) : undefined;
  };
  const unknownLink = (response: Response) =>
    sendPage(response, 404, 'Booking not found', '<p>This link does not match a booking. Please use the link in your invite.</p>');

  router.get(BOOKING_CANCEL_PATH, async (request, response) => {
    const booking = await linked(request.query);
    if (!booking) return unknownLink(response);
    const when = escapeHtml(bookings.describe(booking));
    if (booking.status === 'cancelled')
      return sendPage(response, 200, 'Consultation cancelled', `<p>Your consultation on ${when} is cancelled.</p>`);
    const action = escapeHtml(bookings.cancelUrl(booking.bookingId).replace(/^[^?]*/, BOOKING_CANCEL_PATH));
    sendPage(
      response,
      200,
      'Cancel your consultation?',
      `<p>Your consultation is booked for ${when}.</p><form method="post" action="${action}"><button type="submit">Cancel the consultation</button></form>`,
    );
  });

  router.post(BOOKING_CANCEL_PATH, async (request, response) => {
    const booking = await linked(request.query);
    if (!booking) return unknownLink(response);
    const cancelled = booking.status === 'booked' ? await bookings.cancel(booking) : undefined;
    const when = escapeHtml(bookings.describe(cancelled ?? booking));
    sendPage(
      response,
      200,
      'Consultation cancelled',
      `<p>Your consultation on ${when} is cancelled. You can book another time in the chat whenever it suits you.</p>`,
    );
  });

  return router;
}
