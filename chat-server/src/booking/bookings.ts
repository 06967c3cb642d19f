/**
 * Booking a consultation in the chat, top to bottom: Vera offers the free
 * slots with a reply while the lead is qualified or the visitor asked for a
 * call; the visitor books one; the booking and Vera's confirmation are stored
 * together; the chat and the inbox hear of it; both sides get an invite.
 * The invite's cancel link carries an HMAC of the booking id, so nothing
 * secret is stored and a link cannot be made up for another booking.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BOOKING_CANCEL_PATH,
  BOOKING_ERRORS,
  type Booking,
  type BookingOffer,
  type BookingRequest,
  type ChatMessage,
} from '@agency/chat-protocol';
import type { ConversationState } from '../assistant/conversation.js';
import type { RoomEmitter } from '../chat/chat-service.js';
import { conversationIdOf } from '../inbox/conversations.js';
import { conversationLink } from '../inbox/team-alerts.js';
import type { Logger } from '../logging/logger.js';
import { BackgroundMail } from '../shared/background-mail.js';
import { type BookingStore, publicBooking, SlotTakenError, type StoredBooking } from './booking-store.js';
import { consultationInvite, type InviteParties } from './invite.js';
import { freeSlots, isWorkingSlot, type SlotRules } from './slots.js';

export const ALREADY_BOOKED = 'You already have a consultation booked. Cancel it from its invite to book another time.';
export const NO_SUCH_CHAT = 'No such chat.';

export interface BookingMailOptions {
  smtpUrl: string;
  from: string;
  /** The team's addresses; the visitor's own comes with each booking. */
  team: string[];
}

export interface BookingsDeps {
  store: BookingStore;
  rules: SlotRules;
  secret: string;
  /** The public site (its /api reaches chat-server): the cancel link's origin. */
  siteUrl: string;
  inboxUrl: string;
  parties: InviteParties;
  emit: RoomEmitter;
  logger: Logger;
  /** The chat's booking changed: the inbox shows it. */
  onChange?: (userId: string, chatId: string) => void;
  mail?: BookingMailOptions;
  clock?: () => number;
}

export type BookingOutcome = { ok: true; booking: Booking } | { ok: false; status: 400 | 404 | 409; error: string; offer?: BookingOffer };

/**
 * A qualified lead, or a prospect who asked for a call: the consultation's free times are offered under the chat. A
 * partner presenting its offer or a job seeker asking for an interview is offered none: the consultation is a sale.
 */
export function wantsConsultation(state: ConversationState): boolean {
  return (
    state.visitorKind === 'prospect' && (state.qualification.stage === 'qualified' || state.context.userIntent === 'consultation_request')
  );
}

export class Bookings {
  private readonly clock: () => number;
  private readonly mailer: BackgroundMail | undefined;

  constructor(private readonly deps: BookingsDeps) {
    this.clock = deps.clock ?? Date.now;
    this.mailer = deps.mail && new BackgroundMail(deps.mail.smtpUrl);
  }

  /** The slots to offer after this turn, or none: the lead is not ready, the visitor has a booking, or the team has no free time. */
  async offerFor(userId: string, chatId: string, state: ConversationState): Promise<BookingOffer | undefined> {
    if (!wantsConsultation(state) || (await this.deps.store.hasLiveBooking(userId))) return undefined;
    return this.offer(state.extractedData.email ?? null);
  }

  private async offer(email: string | null): Promise<BookingOffer | undefined> {
    const now = this.clock();
    const slots = freeSlots(this.deps.rules, now, await this.deps.store.bookedStarts(now));
    if (slots.length === 0) return undefined;
    return { slots, durationMinutes: this.deps.rules.durationMinutes, teamTimeZone: this.deps.rules.hours.timeZone, email };
  }

  async book(userId: string, request: BookingRequest): Promise<BookingOutcome> {
    const now = this.clock();
    const slot = isWorkingSlot(this.deps.rules, now, Date.parse(request.start));
    if (!slot) return { ok: false, status: 400, error: BOOKING_ERRORS.notOffered, offer: await this.offer(request.email) };
    let stored: Awaited<ReturnType<BookingStore['book']>>;
    try {
      stored = await this.deps.store.book({
        userId,
        chatId: request.chatId,
        start: Date.parse(slot.start),
        end: Date.parse(slot.end),
        email: request.email,
        confirmation: this.confirmationText(slot, request.email),
        now,
      });
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      if (await this.deps.store.hasLiveBooking(userId)) return { ok: false, status: 409, error: ALREADY_BOOKED };
      return { ok: false, status: 409, error: BOOKING_ERRORS.slotTaken, offer: await this.offer(request.email) };
    }
    if (!stored) return { ok: false, status: 404, error: NO_SUCH_CHAT };
    const { booking, confirmation } = stored;
    this.tell(userId, request.chatId, confirmation);
    this.deps.logger.info('booking', 'consultation booked', { bookingId: booking.bookingId, start: booking.start });
    this.mail(booking, false);
    return { ok: true, booking: publicBooking(booking) };
  }

  /** The visitor's own booking, for the invite download; undefined for anyone else's. */
  async visitorBooking(userId: string, bookingId: string): Promise<StoredBooking | undefined> {
    const booking = await this.deps.store.byId(bookingId);
    return booking?.userId === userId ? booking : undefined;
  }

  /** The booking a cancel link names, if its token is right. */
  async linkedBooking(bookingId: string, token: string): Promise<StoredBooking | undefined> {
    const expected = Buffer.from(this.cancelToken(bookingId));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return this.deps.store.byId(bookingId);
  }

  /** Cancels from the invite's link; the chat, the inbox and both calendars hear of it. */
  async cancel(booking: StoredBooking): Promise<StoredBooking | undefined> {
    const cancelled = await this.deps.store.cancel(booking.bookingId, this.clock());
    if (!cancelled) return undefined;
    this.deps.onChange?.(cancelled.userId, cancelled.chatId);
    this.deps.logger.info('booking', 'consultation cancelled', { bookingId: cancelled.bookingId });
    this.mail(cancelled, true);
    return cancelled;
  }

  visitorInvite(booking: StoredBooking): string {
    return consultationInvite(booking, this.deps.parties, { reader: 'visitor', cancelUrl: this.cancelUrl(booking.bookingId) });
  }

  teamInvite(booking: StoredBooking, cancelled = false): string {
    const conversationUrl = conversationLink(this.deps.inboxUrl, conversationIdOf(booking.userId, booking.chatId));
    return consultationInvite(booking, this.deps.parties, { reader: 'team', conversationUrl }, cancelled);
  }

  cancelUrl(bookingId: string): string {
    const query = new URLSearchParams({ booking: bookingId, token: this.cancelToken(bookingId) });
    return `${this.deps.siteUrl}${BOOKING_CANCEL_PATH}?${query}`;
  }

  /** "Tuesday, 1 December 2026, 10:00–10:30 (Zurich time)". */
  describe(booking: Pick<Booking, 'start' | 'end'>): string {
    const timeZone = this.deps.rules.hours.timeZone;
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone }).format(Date.parse(booking.start));
    const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone });
    const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
    return `${day}, ${time.format(Date.parse(booking.start))}–${time.format(Date.parse(booking.end))} (${city} time)`;
  }

  private confirmationText(slot: Pick<Booking, 'start' | 'end'>, email: string): string {
    const invite = this.mailer
      ? `The invite is on its way to ${email}; its link cancels the booking if the time stops suiting you.`
      : 'Add it to your calendar with the invite below.';
    return `Your consultation is booked for ${this.describe(slot)}. ${invite} The team looks forward to talking with you.`;
  }

  private tell(userId: string, chatId: string, message: ChatMessage): void {
    this.deps.emit(userId, { roomId: userId, type: 'CHAT_MESSAGE', payload: message });
    this.deps.onChange?.(userId, chatId);
  }

  private cancelToken(bookingId: string): string {
    return createHmac('sha256', this.deps.secret).update(`booking-cancel:${bookingId}`).digest('base64url');
  }

  /** Both invites, in the background; a failure is logged, the booking stands. */
  private mail(booking: StoredBooking, cancelled: boolean): void {
    const { mailer } = this;
    const options = this.deps.mail;
    if (!mailer || !options) return;
    const subject = `${cancelled ? 'Cancelled: ' : ''}Consultation with ${this.deps.parties.agencyName}, ${this.describe(booking)}`;
    const method = cancelled ? 'CANCEL' : 'REQUEST';
    const letters = [
      {
        to: booking.email,
        text: cancelled
          ? `Your consultation on ${this.describe(booking)} is cancelled.`
          : `Your consultation is booked for ${this.describe(booking)}.\n\nCannot make it? Cancel here: ${this.cancelUrl(booking.bookingId)}`,
        content: cancelled
          ? consultationInvite(booking, this.deps.parties, { reader: 'visitor', cancelUrl: this.cancelUrl(booking.bookingId) }, true)
          : this.visitorInvite(booking),
      },
      ...(options.team.length > 0
        ? [
            {
              to: options.team.join(', '),
              text: `A visitor ${cancelled ? 'cancelled' : 'booked'} a consultation: ${this.describe(booking)}.`,
              content: this.teamInvite(booking, cancelled),
            },
          ]
        : []),
    ];
    for (const letter of letters) {
      mailer.send(
        {
          from: options.from,
          to: letter.to,
          subject,
          text: letter.text,
          icalEvent: { method, filename: 'consultation.ics', content: letter.content },
        },
        (error) => this.deps.logger.error('booking', 'invite not sent', { bookingId: booking.bookingId }, error),
      );
    }
  }

  /** Lets the invites under way go out, then closes the mail connection. */
  async stop(): Promise<void> {
    await this.mailer?.stop();
  }
}
