import type { Booking, BookingOffer } from '@agency/chat-protocol';
import { bookingView, checkBookingChoice, keptChoice } from './booking-form';

const offer: BookingOffer = {
  slots: [
    { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' },
    { start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T10:30:00.000Z' },
  ],
  durationMinutes: 30,
  teamTimeZone: 'Europe/Berlin',
  email: null,
};

test('a choice needs a time and a valid e-mail address', () => {
  expect(checkBookingChoice('chat_a', { start: null, email: 'ada@example.com' })).toEqual({
    ok: false,
    field: 'time',
    error: 'Choose a time first.',
  });
  expect(checkBookingChoice('chat_a', { start: offer.slots[0]!.start, email: 'not an address' })).toEqual({
    ok: false,
    field: 'email',
    error: 'Enter an e-mail address so that we can send you the invite.',
  });
  expect(checkBookingChoice('chat_a', { start: offer.slots[0]!.start, email: ' ada@example.com ' })).toEqual({
    ok: true,
    request: { chatId: 'chat_a', start: offer.slots[0]!.start, email: 'ada@example.com' },
  });
});

test('a chosen time is dropped when it is no longer offered', () => {
  expect(keptChoice(offer.slots[1]!.start, offer)).toBe(offer.slots[1]!.start);
  expect(keptChoice('2026-12-01T08:00:00.000Z', offer)).toBeNull();
  expect(keptChoice(null, offer)).toBeNull();
});

test('a booking made in the window replaces the offer', () => {
  const booking: Booking = {
    bookingId: 'bk_0123456789',
    chatId: 'chat_a',
    ...offer.slots[0]!,
    email: 'ada@example.com',
    status: 'booked',
    teamTimeZone: 'Europe/Berlin',
  };
  expect(bookingView({ booking: null, offer: null })).toBeNull();
  expect(bookingView({ booking: null, offer })).toEqual({ kind: 'offer', offer });
  expect(bookingView({ booking, offer })).toEqual({ kind: 'booked', booking });
  expect(bookingView({ booking, offer: null })).toEqual({ kind: 'booked', booking });
});
