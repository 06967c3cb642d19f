/**
 * Bookings in the database. The partial unique indexes of migration 6 keep a
 * slot, and a visitor, to one live booking whichever node writes it; the booking
 * and Vera's confirmation are written by one statement under the visitor's
 * lock, so an erasure racing a booking leaves neither.
 */
import { randomBytes } from 'node:crypto';
import type { Booking, BookingStatus, ChatMessage } from '@agency/chat-protocol';
import { toChatMessage } from '../chat/chat-store.js';
import { newMessageId } from '../identity/ids.js';
import type { Database } from '../storage/database.js';
import { visitorLock } from '../storage/visitor-guard.js';

const UNIQUE_VIOLATION = '23505';

/** The slot, or this visitor, has a live booking already (a unique index said so). */
export class SlotTakenError extends Error {
  constructor() {
    super('The slot or the chat is booked already.');
    this.name = 'SlotTakenError';
  }
}

interface BookingRow {
  booking_id: string;
  user_id: string;
  chat_id: string;
  starts_at: string | number;
  ends_at: string | number;
  email: string;
  status: BookingStatus;
}

export interface StoredBooking extends Booking {
  userId: string;
}

/** The booking as the visitor's window and the inbox see it (without the visitor's id). */
export function publicBooking({ userId: _userId, ...booking }: StoredBooking): Booking {
  return booking;
}

export interface NewBooking {
  userId: string;
  chatId: string;
  start: number;
  end: number;
  email: string;
  /** Vera's confirmation, written into the chat with the booking. */
  confirmation: string;
  now: number;
}

export class BookingStore {
  constructor(
    private readonly db: Database,
    private readonly teamTimeZone: string,
  ) {}

  private toBooking(row: BookingRow): StoredBooking {
    return {
      bookingId: row.booking_id,
      userId: row.user_id,
      chatId: row.chat_id,
      start: new Date(Number(row.starts_at)).toISOString(),
      end: new Date(Number(row.ends_at)).toISOString(),
      email: row.email,
      status: row.status,
      teamTimeZone: this.teamTimeZone,
    };
  }

  /** Start times (ms) of the live bookings from `from` on. */
  async bookedStarts(from: number): Promise<Set<number>> {
    const rows = await this.db.query<{ starts_at: string | number }>(
      `select starts_at from bookings where status = 'booked' and starts_at >= $1`,
      [from],
    );
    return new Set(rows.map((row) => Number(row.starts_at)));
  }

  /**
   * Books the slot and writes the confirmation. Null when the visitor or the chat no longer exists;
   * throws SlotTakenError when the slot is booked, or the visitor has a booking, already.
   */
  async book(booking: NewBooking): Promise<{ booking: StoredBooking; confirmation: ChatMessage } | null> {
    const bookingId = `bk_${randomBytes(12).toString('base64url')}`;
    try {
      const [row] = await this.db.query<{ booking: BookingRow | null; message: Parameters<typeof toChatMessage>[0] | null }>(
        `with ${visitorLock('$1')}, chat as (
           update chats set updated_at = $3::bigint where user_id = $1 and chat_id = $2 and exists (select from visitor) returning 1
         ), booked as (
           insert into bookings (booking_id, user_id, chat_id, starts_at, ends_at, email, status, created_at)
           select $4::text, $1::text, $2::text, $5::bigint, $6::bigint, $7::text, 'booked', $3::bigint where exists (select from chat)
           returning *
         ), confirmed as (
           insert into messages (message_id, user_id, chat_id, role, content, timestamp)
           select $8::text, $1::text, $2::text, 'assistant', $9::text, $3::bigint where exists (select from booked)
           returning *
         )
         select (select row_to_json(booked) from booked) as booking, (select row_to_json(confirmed) from confirmed) as message`,
        [
          booking.userId,
          booking.chatId,
          booking.now,
          bookingId,
          booking.start,
          booking.end,
          booking.email,
          newMessageId(),
          booking.confirmation,
        ],
      );
      if (!row?.booking || !row.message) return null;
      return { booking: this.toBooking(row.booking), confirmation: toChatMessage(row.message) };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new SlotTakenError();
      throw error;
    }
  }

  async byId(bookingId: string): Promise<StoredBooking | undefined> {
    const [row] = await this.db.query<BookingRow>('select * from bookings where booking_id = $1', [bookingId]);
    return row && this.toBooking(row);
  }

  /** The chat's newest booking, live or cancelled. */
  async forChat(userId: string, chatId: string): Promise<StoredBooking | undefined> {
    const [row] = await this.db.query<BookingRow>(
      'select * from bookings where user_id = $1 and chat_id = $2 order by created_at desc limit 1',
      [userId, chatId],
    );
    return row && this.toBooking(row);
  }

  /** A visitor's bookings, oldest first (their data export). */
  async forUser(userId: string): Promise<Booking[]> {
    const rows = await this.db.query<BookingRow>('select * from bookings where user_id = $1 order by created_at', [userId]);
    return rows.map((row) => publicBooking(this.toBooking(row)));
  }

  /** One live booking per visitor: a script opening chat after chat cannot fill the team's calendar. */
  async hasLiveBooking(userId: string): Promise<boolean> {
    const rows = await this.db.query(`select 1 from bookings where user_id = $1 and status = 'booked'`, [userId]);
    return rows.length > 0;
  }

  /** Cancels a live booking; undefined when it was cancelled already (or never existed). */
  async cancel(bookingId: string, now: number): Promise<StoredBooking | undefined> {
    const [row] = await this.db.query<BookingRow>(
      `update bookings set status = 'cancelled', cancelled_at = $2 where booking_id = $1 and status = 'booked' returning *`,
      [bookingId, now],
    );
    return row && this.toBooking(row);
  }
}
