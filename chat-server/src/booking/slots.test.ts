import { freeSlots, isWorkingSlot, type SlotRules } from './slots.js';
import { workingHoursSchema } from '../inbox/working-hours.js';

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  hours: { text: 'Mon-Fri 09:00-17:30', timeZone: 'Europe/Zurich', windows: workingHoursSchema.parse('Mon-Fri 09:00-17:30') },
  durationMinutes: 30,
  noticeMinutes: 120,
  daysAhead: 14,
  count: 6,
  perDay: 2,
  ...overrides,
});

describe('consultation slots', () => {
  it('keeps the team’s local hours across the change to summer time', () => {
    // Friday 27 March 2026, 18:00 in Zurich; summer time starts on Sunday 29 March.
    const friday = Date.parse('2026-03-27T18:00:00+01:00');
    const slots = freeSlots(rules({ perDay: 1, count: 2 }), friday, new Set());
    expect(slots).toEqual([
      { start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:30:00.000Z' },
      { start: '2026-03-31T07:00:00.000Z', end: '2026-03-31T07:30:00.000Z' },
    ]);
  });

  it('leaves out booked slots and the last half hour that does not fit the window', () => {
    const monday = Date.parse('2026-11-23T14:00:00+01:00');
    const booked = new Set([Date.parse('2026-11-23T16:00:00+01:00')]);
    const slots = freeSlots(rules({ perDay: 10, count: 3 }), monday, booked);
    expect(slots.map((slot) => slot.start)).toEqual(['2026-11-23T15:30:00.000Z', '2026-11-23T16:00:00.000Z', '2026-11-24T08:00:00.000Z']);
  });

  it('accepts only the start of a working slot', () => {
    const monday = Date.parse('2026-11-23T10:00:00+01:00');
    expect(isWorkingSlot(rules(), monday, Date.parse('2026-11-24T09:30:00+01:00'))).toBeDefined();
    expect(isWorkingSlot(rules(), monday, Date.parse('2026-11-24T09:45:00+01:00'))).toBeUndefined();
    expect(isWorkingSlot(rules(), monday, Date.parse('2026-11-28T10:00:00+01:00'))).toBeUndefined();
  });
});
