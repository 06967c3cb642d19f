import { longTimeRange, slotLabel } from './booking-format';

// 09:00 UTC is 10:00 in Berlin in December, and 04:00 in New York.
const slot = { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' };

test("labels a slot with its day and time range in the visitor's locale and time zone", () => {
  expect(slotLabel(slot, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('Tue 1 Dec, 10:00–10:30');
  expect(slotLabel(slot, { locale: 'en-US', timeZone: 'America/New_York' })).toMatch(/^Tue, Dec 1, 4:00\s?–\s?4:30\sAM$/);
});

test('the day follows the time zone', () => {
  const late = { start: '2026-12-01T23:30:00.000Z', end: '2026-12-02T00:00:00.000Z' };
  expect(slotLabel(late, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('Wed 2 Dec, 00:30–01:00');
});

test('writes the booked time in full', () => {
  expect(longTimeRange(slot, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('Tuesday, 1 December 2026, 10:00–10:30');
});
