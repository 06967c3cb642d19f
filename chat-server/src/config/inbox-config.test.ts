import { ConfigError, loadConfig } from './config.js';
import { isWorkingTime, nextOpening } from '../inbox/working-hours.js';

const ROOT = '/srv/chat-server';
const load = (env: NodeJS.ProcessEnv) => loadConfig(env, ROOT);

describe("the team's working hours and alert e-mail settings", () => {
  it('defaults to weekdays 09:00-17:30 in Zurich, no alert e-mail', () => {
    const config = load({});
    expect(config.workingHours).toMatchObject({ text: 'Mon-Fri 09:00-17:30', timeZone: 'Europe/Zurich' });
    expect(config.workingHours.windows).toHaveLength(5);
    expect(config.inboxUrl).toBe('http://localhost:3010');
    expect(config.alertEmail).toBeUndefined();
  });

  it('links alert e-mails to the inbox on INBOX_PORT unless INBOX_URL says otherwise', () => {
    expect(load({ INBOX_PORT: '3100' }).inboxUrl).toBe('http://localhost:3100');
    expect(load({ INBOX_PORT: '3100', INBOX_URL: 'https://inbox.agency.example/' }).inboxUrl).toBe('https://inbox.agency.example');
  });

  it('reads several rules, a time zone and the alert e-mail', () => {
    const config = load({
      INBOX_WORKING_HOURS: 'mon-thu 08:00-18:00; Fri 08:00-12:00, Sat 10:00-24:00',
      INBOX_TIME_ZONE: 'America/New_York',
      INBOX_ALERT_EMAIL_TO: 'sales@agency.example, lead@agency.example',
      SMTP_URL: 'smtps://user:pass@mail.agency.example:465',
    });
    expect(config.workingHours.windows).toEqual([
      ...[0, 1, 2, 3].map((day) => ({ day, start: 480, end: 1080 })),
      { day: 4, start: 480, end: 720 },
      { day: 5, start: 600, end: 1440 },
    ]);
    expect(config.workingHours.timeZone).toBe('America/New_York');
    expect(config.alertEmail).toEqual({
      to: ['sales@agency.example', 'lead@agency.example'],
      from: 'Vaultline inbox <inbox@localhost>',
      smtpUrl: 'smtps://user:pass@mail.agency.example:465',
    });
  });

  it.each([
    ['INBOX_WORKING_HOURS', 'weekdays 9 to 5', /INBOX_WORKING_HOURS each rule must look like "Mon-Fri 09:00-17:30"/],
    ['INBOX_WORKING_HOURS', 'Mon-Fri 17:30-09:00', /the end must come after the start/],
    ['INBOX_WORKING_HOURS', 'Fri-Mon 09:00-17:00', /a range of days runs from Monday towards Sunday/],
    ['INBOX_WORKING_HOURS', 'Mon-Fre 09:00-17:00', /days are Mon, Tue/],
    ['INBOX_WORKING_HOURS', 'Mon-Fri 25:00-26:00', /each rule must look like/],
    ['INBOX_TIME_ZONE', 'Europe/Atlantis', /INBOX_TIME_ZONE must be an IANA time zone/],
    ['INBOX_URL', 'inbox.agency.example', /INBOX_URL must be an http\(s\) URL/],
  ])('stops at start-up on %s="%s"', (name, value, message) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(message);
  });

  it('refuses an alert e-mail or a team invite address without a mail server, or a bad address', () => {
    expect(() => load({ INBOX_ALERT_EMAIL_TO: 'sales@agency.example' })).toThrow(/INBOX_ALERT_EMAIL_TO needs SMTP_URL/);
    expect(() => load({ BOOKING_TEAM_EMAIL: 'sales@agency.example' })).toThrow(/BOOKING_TEAM_EMAIL needs SMTP_URL/);
    expect(() => load({ BOOKING_SLOT_MINUTES: '0' })).toThrow(/BOOKING_SLOT_MINUTES must be at least 5/);
    expect(() => load({ INBOX_ALERT_EMAIL_TO: 'sales', SMTP_URL: 'smtp://localhost:25' })).toThrow(
      /INBOX_ALERT_EMAIL_TO must list e-mail addresses/,
    );
    expect(() => load({ INBOX_ALERT_EMAIL_TO: 'sales@agency.example', SMTP_URL: 'mail.agency.example' })).toThrow(
      /SMTP_URL must look like/,
    );
  });
});

describe('booking invites', () => {
  it('go to the visitor alone with SMTP_URL, and to the alert addresses unless BOOKING_TEAM_EMAIL names others', () => {
    expect(load({ SMTP_URL: 'smtp://localhost:25' }).booking.mail).toMatchObject({ smtpUrl: 'smtp://localhost:25', team: [] });
    expect(load({ SMTP_URL: 'smtp://localhost:25', INBOX_ALERT_EMAIL_TO: 'sales@agency.example' }).booking.mail?.team).toEqual([
      'sales@agency.example',
    ]);
    expect(
      load({ SMTP_URL: 'smtp://localhost:25', INBOX_ALERT_EMAIL_TO: 'sales@agency.example', BOOKING_TEAM_EMAIL: 'calendar@agency.example' })
        .booking.mail?.team,
    ).toEqual(['calendar@agency.example']);
    expect(load({}).booking).toEqual({ slotMinutes: 30, noticeMinutes: 120 });
  });
});

describe('working time in the team time zone', () => {
  const hours = load({}).workingHours;

  it('follows daylight saving time: 08:30 UTC is 09:30 in winter and 10:30 in summer in Zurich', () => {
    expect(isWorkingTime(hours, Date.parse('2026-01-12T08:30:00Z'))).toBe(true);
    expect(isWorkingTime(hours, Date.parse('2026-07-13T07:30:00Z'))).toBe(true);
    expect(isWorkingTime(hours, Date.parse('2026-01-12T07:30:00Z'))).toBe(false);
    expect(isWorkingTime(hours, Date.parse('2026-07-13T15:45:00Z'))).toBe(false);
  });

  it('finds the next opening: later today, tomorrow, or after the weekend', () => {
    expect(nextOpening(hours, Date.parse('2026-11-23T07:00:00+01:00'))).toEqual({ day: 0, minutes: 540 });
    expect(nextOpening(hours, Date.parse('2026-11-23T18:00:00+01:00'))).toEqual({ day: 1, minutes: 540 });
    expect(nextOpening(hours, Date.parse('2026-11-27T18:00:00+01:00'))).toEqual({ day: 0, minutes: 540 });
    expect(nextOpening(hours, Date.parse('2026-11-29T23:59:00+01:00'))).toEqual({ day: 0, minutes: 540 });
  });
});
