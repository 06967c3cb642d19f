/**
 * The team's working hours (INBOX_WORKING_HOURS in INBOX_TIME_ZONE): whether
 * the team works at a given moment, and when it next starts. Local time comes
 * from Intl.DateTimeFormat, so daylight saving time is the runtime's concern.
 */
import { z } from 'zod';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's working time, in minutes after local midnight: [start, end). */
export interface WorkingWindow {
  day: number;
  start: number;
  end: number;
}

export interface WorkingHours {
  /** The setting as written, for messages and logs. */
  text: string;
  timeZone: string;
  windows: WorkingWindow[];
}

/** A moment of the week in the team's time zone: day 0 is Monday. */
export interface LocalMoment {
  day: number;
  minutes: number;
}

export const DEFAULT_WORKING_HOURS = 'Mon-Fri 09:00-17:30';
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

const MINUTES_PER_DAY = 24 * 60;
const dayIndex = (name: string) => WEEKDAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `Mon-Fri 09:00-17:30`, `Sat 10:00-14:00`: a day or a range of days, then a time range (24:00 ends a day). */
const dayRulePattern = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const dayRuleSchema = z
  .string()
  .trim()
  .regex(dayRulePattern, 'each rule must look like "Mon-Fri 09:00-17:30"')
  .transform((rule, context): WorkingWindow[] => {
    const [, from, to, hours, minutes, end] = dayRulePattern.exec(rule)!;
    const first = dayIndex(from!);
    const last = to === undefined ? first : dayIndex(to);
    if (first < 0 || last < 0) {
      context.addIssue({ code: 'custom', message: `"${rule}": days are ${WEEKDAYS.join(', ')}` });
      return z.NEVER;
    }
    if (last < first) {
      context.addIssue({ code: 'custom', message: `"${rule}": a range of days runs from Monday towards Sunday` });
      return z.NEVER;
    }
    const start = minutesOf(`${hours}:${minutes}`);
    const stop = minutesOf(end!);
    if (stop <= start) {
      context.addIssue({ code: 'custom', message: `"${rule}": the end must come after the start on the same day` });
      return z.NEVER;
    }
    return Array.from({ length: last - first + 1 }, (_, offset) => ({ day: first + offset, start, end: stop }));
  });

export const workingHoursSchema = z
  .string()
  .trim()
  .min(1, 'name at least one day, e.g. "Mon-Fri 09:00-17:30"')
  .transform((text) => text.split(/\s*[,;]\s*/).filter(Boolean))
  .pipe(z.array(dayRuleSchema).min(1))
  .transform((rules) => rules.flat().sort((a, b) => a.day - b.day || a.start - b.start));

export const timeZoneSchema = z
  .string()
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Zurich');

/** The week's moment at `at` in the team's time zone. */
export function localMoment(at: number, timeZone: string): LocalMoment {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: dayIndex(part('weekday')), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

export function isWorkingTime(hours: WorkingHours, at: number): boolean {
  const now = localMoment(at, hours.timeZone);
  return hours.windows.some((window) => window.day === now.day && window.start <= now.minutes && now.minutes < window.end);
}

/** The next start of a working window after `at` (today's later start, or a later day's, up to a week on). */
export function nextOpening(hours: WorkingHours, at: number): LocalMoment {
  const now = localMoment(at, hours.timeZone);
  const nowInWeek = now.day * MINUTES_PER_DAY + now.minutes;
  const week = 7 * MINUTES_PER_DAY;
  const ahead = (window: WorkingWindow) => {
    const distance = (window.day * MINUTES_PER_DAY + window.start - nowInWeek + week) % week;
    return distance === 0 ? week : distance;
  };
  const next = hours.windows.reduce((best, window) => (ahead(window) < ahead(best) ? window : best));
  return { day: next.day, minutes: next.start };
}

/** "Monday 09:00 (Zurich time)", in the visitor's language. */
export function describeOpening(opening: LocalMoment, timeZone: string, locale: string, zoneWord: (city: string) => string): string {
  // 2024-01-01 was a Monday: the weekday's name in the locale, without any time-zone arithmetic.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + opening.day));
  const time = `${String(Math.floor(opening.minutes / 60)).padStart(2, '0')}:${String(opening.minutes % 60).padStart(2, '0')}`;
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  return `${weekday} ${time} (${zoneWord(city)})`;
}
