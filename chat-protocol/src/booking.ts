/**
 * Booking a consultation in the chat (issue 49): the free slots Vera offers
 * with a reply, the visitor's booking request, and the booking it makes.
 * Times are ISO 8601 instants in UTC; the widget shows them in the visitor's
 * own time zone, the invite carries the team's.
 */
import { idSchema } from '#protocol/input-text';
import '#protocol/zod-config';
import { z } from 'zod/mini';
import { succeeded } from '#protocol/rest-response';

/** REST: POST books (visitor token), GET `/:bookingId/invite.ics` downloads the visitor's invite. */
export const BOOKINGS_PATH = '/api/bookings';
/** The invite's cancel link: GET shows a confirmation form, POST cancels. */
export const BOOKING_CANCEL_PATH = `${BOOKINGS_PATH}/cancel`;

const instant = z.iso.datetime({ offset: true });

export const consultationSlotSchema = z.object({ start: instant, end: instant });
export type ConsultationSlot = z.infer<typeof consultationSlotSchema>;

/** Offered with the analysis after a reply, while the chat's lead is qualified or the visitor asked for a call. */
export const bookingOfferSchema = z.object({
  slots: z.array(consultationSlotSchema),
  durationMinutes: z.number(),
  /** The team's time zone, named in the picker beside the visitor's own. */
  teamTimeZone: z.string(),
  /** The visitor's e-mail address as the conversation gave it: the picker fills it in. */
  email: z.nullable(z.string()),
});
export type BookingOffer = z.infer<typeof bookingOfferSchema>;

export const BOOKING_ERRORS = {
  slotTaken: 'That time was just taken. Please pick another one.',
  notOffered: 'That time is not free. Please pick one of the times shown.',
  email: 'Enter an e-mail address so that we can send you the invite.',
} as const;

/** POST /api/bookings body. */
export const bookingRequestSchema = z.strictObject({
  chatId: idSchema,
  start: instant,
  email: z.email(BOOKING_ERRORS.email).check(z.maxLength(254, BOOKING_ERRORS.email)),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingStatusSchema = z.enum(['booked', 'cancelled']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingSchema = z.object({
  bookingId: z.string(),
  chatId: z.string(),
  start: instant,
  end: instant,
  email: z.string(),
  status: bookingStatusSchema,
  teamTimeZone: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST /api/bookings: 201 with the booking; 409 (slot taken) and 400 (not offered) answer with the slots free now. */
export const bookingResponseSchema = z.union([
  succeeded(bookingSchema),
  z.object({ success: z.literal(false), error: z.string(), offer: z.optional(bookingOfferSchema) }),
]);
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** The cancel link's form fields (GET query, POST body). */
export const bookingCancelSchema = z.object({
  booking: z.string().check(z.regex(/^bk_[A-Za-z0-9_-]{8,64}$/)),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/)),
});
export type BookingCancel = z.infer<typeof bookingCancelSchema>;
