/**
 * The consultation slots the team can offer: the working windows of the next
 * days cut into slots of the configured length, in the team's time zone
 * (luxon keeps days right across daylight saving time), minus the booked ones.
 */
import { DateTime } from 'luxon';
import type { ConsultationSlot } from '@agency/chat-protocol';
import type { WorkingHours } from '../inbox/working-hours.js';

export interface SlotRules {
  hours: WorkingHours;
  durationMinutes: number;
  /** The earliest slot starts this long after now, so the team can prepare. */
  noticeMinutes: number;
  /** Days ahead searched, today included. */
  daysAhead: number;
  /** Slots offered at most, and at most `perDay` of one day so that the visitor has days to choose from. */
  count: number;
  perDay: number;
}

export const DEFAULT_SLOT_RULES = { durationMinutes: 30, noticeMinutes: 120, daysAhead: 14, count: 6, perDay: 2 } as const;

/** Every slot of the working windows from `now + notice` on, up to `daysAhead` days, in time order. */
export function workingSlots(rules: SlotRules, now: number): ConsultationSlot[] {
  const earliest = now + rules.noticeMinutes * 60_000;
  const today = DateTime.fromMillis(now, { zone: rules.hours.timeZone }).startOf('day');
  const slots: ConsultationSlot[] = [];
  for (let offset = 0; offset < rules.daysAhead; offset += 1) {
    const day = today.plus({ days: offset });
    // luxon's weekday: 1 is Monday; the working windows' day 0 is Monday.
    for (const window of rules.hours.windows.filter((each) => each.day === day.weekday - 1)) {
      for (let minute = window.start; minute + rules.durationMinutes <= window.end; minute += rules.durationMinutes) {
        const start = day.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
        if (start.toMillis() < earliest) continue;
        const end = start.plus({ minutes: rules.durationMinutes });
        slots.push({ start: start.toUTC().toISO()!, end: end.toUTC().toISO()! });
      }
    }
  }
  return slots;
}

/** The slots to offer: free ones, at most `perDay` a day and `count` in all. */
export function freeSlots(rules: SlotRules, now: number, bookedStarts: ReadonlySet<number>): ConsultationSlot[] {
  const perDay = new Map<string, number>();
  const offered: ConsultationSlot[] = [];
  for (const slot of workingSlots(rules, now)) {
    if (offered.length >= rules.count) break;
    if (bookedStarts.has(Date.parse(slot.start))) continue;
    const day = DateTime.fromISO(slot.start, { zone: rules.hours.timeZone }).toISODate()!;
    const taken = perDay.get(day) ?? 0;
    if (taken >= rules.perDay) continue;
    perDay.set(day, taken + 1);
    offered.push(slot);
  }
  return offered;
}

/** Whether `start` begins one of the working slots from now on (a request for any other time is refused). */
export function isWorkingSlot(rules: SlotRules, now: number, start: number): ConsultationSlot | undefined {
  return workingSlots(rules, now).find((slot) => Date.parse(slot.start) === start);
}
