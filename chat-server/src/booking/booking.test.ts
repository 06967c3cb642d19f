/**
 * Booking a consultation in the chat, as the visitor's window and the invite's
 * reader meet it: real socket.io and HTTP clients on loopback, an injected
 * clock (Monday 23 November 2026, 10:00 in Zurich), a real SMTP server for the
 * invites, and the invites parsed back with ical.js.
 */
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import {
  BOOKING_ERRORS,
  type BookingOffer,
  type BookingResponse,
  type ChatMessage,
  type ChatStatusPayload,
  dataExportResponseSchema,
  type SocketEnvelope,
} from '@agency/chat-protocol';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';
import { startMailbox } from '../test-support/mailbox.js';
import { connectVisitorInRoom, postJson, startTestServer, type TestClient, type TestServer } from '../test-support/test-server.js';
import { ALREADY_BOOKED } from './bookings.js';

const SERVER_START_TIMEOUT_MS = 180_000;
const MONDAY_MORNING = Date.parse('2026-11-23T10:00:00+01:00');
const now = MONDAY_MORNING;

let server: TestServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const visitors: TestClient[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer(
    {
      SMTP_URL: mailbox.url,
      BOOKING_TEAM_EMAIL: 'sales@agency.example',
      BOOKING_EMAIL_FROM: 'Vaultline AI <hello@agency.example>',
      SITE_URL: 'https://www.agency.example',
    },
    { clock: () => now },
  );
}, SERVER_START_TIMEOUT_MS);

afterEach(() => {
  for (const visitor of visitors.splice(0)) visitor.close();
});

afterAll(async () => {
  await server.stop();
  await mailbox.close();
});

const analysisOf = (envelope: SocketEnvelope) => envelope.payload as Extract<ChatStatusPayload, { status: 'analysis' }>;

/** A visitor who asks for a call in chat `chatId`; resolves with the turn's analysis. */
async function visitorAsksForACall(chatId: string, message = 'Could we book a call with your team? I am at anna@clinic.example') {
  const visitor = await connectVisitorInRoom(server);
  visitors.push(visitor.client);
  await visitor.client.emitWithAck('send_message', chatEnvelope(visitor.session.userId, chatId, message));
  const analysis = analysisOf(await visitor.client.waitFor(isAnalysisFor(chatId)));
  return { ...visitor, analysis };
}

async function book(token: string, chatId: string, start: string, email = 'anna@clinic.example') {
  const answer = await postJson(server.url, '/api/bookings', { chatId, start, email }, token);
  return { status: answer.status, body: answer.body as BookingResponse };
}

/** The one VEVENT of an invite, parsed back. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('booking a consultation in the chat', () => {
  it('offers free slots in the team’s working hours once the visitor asks for a call, with the e-mail they gave', async () => {
    const { analysis } = await visitorAsksForACall('offer');
    const offer = analysis.bookingOffer as BookingOffer;
    expect(offer.durationMinutes).toBe(30);
    expect(offer.teamTimeZone).toBe('Europe/Zurich');
    expect(offer.email).toBe('anna@clinic.example');
    // Two hours' notice, at most two a day, working days only.
    expect(offer.slots.map((slot) => slot.start)).toEqual([
      '2026-11-23T11:00:00.000Z',
      '2026-11-23T11:30:00.000Z',
      '2026-11-24T08:00:00.000Z',
      '2026-11-24T08:30:00.000Z',
      '2026-11-25T08:00:00.000Z',
      '2026-11-25T08:30:00.000Z',
    ]);
  });

  it('has Vera point to the free times shown under her reply, and not once the visitor has booked', async () => {
    const replyText = (visitor: Awaited<ReturnType<typeof visitorAsksForACall>>) => {
      const frames = visitor.client.envelopes.filter(
        (envelope) => envelope.type === 'CHAT_MESSAGE' && !('role' in (envelope.payload as object)),
      );
      return streamedText(visitor.client.envelopes, (frames.at(-1)!.payload as { messageId: string }).messageId);
    };
    const visitor = await visitorAsksForACall('points-below', 'Can we schedule a call with your team?');
    expect(visitor.analysis.bookingOffer).toBeDefined();
    expect(replyText(visitor)).toMatch(/choose a time under \*\*Book a free consultation\*\* below/);
    expect(replyText(visitor)).not.toMatch(/can't book/);
    const booked = await book(visitor.session.token, 'points-below', visitor.analysis.bookingOffer!.slots[3]!.start);
    expect(booked.status).toBe(201);
    visitor.client.envelopes.length = 0;
    await visitor.client.emitWithAck('send_message', chatEnvelope(visitor.session.userId, 'points-below', 'Can we schedule another call?'));
    await visitor.client.waitFor(isAnalysisFor('points-below'));
    expect(replyText(visitor)).not.toMatch(/Book a free consultation/);
  });

  it('offers nothing to a visitor who has not asked for a call and is not qualified', async () => {
    const { analysis } = await visitorAsksForACall('just-looking', 'What services do you offer?');
    expect(analysis.bookingOffer).toBeUndefined();
  });

  it('offers no consultation to an agency that asks where to present its own offer', async () => {
    const { analysis } = await visitorAsksForACall(
      'partner',
      'Bonjour, nous sommes un studio de design UX à Dakar. Nous aimerions vous proposer nos services en sous-traitance pour la conception des interfaces de vos projets. À qui pouvons-nous présenter notre offre ?',
    );
    expect(analysis.bookingOffer).toBeUndefined();
  });

  it('books a slot once: Vera confirms in the chat, a second visitor is refused with the slots still free, and the offer stops', async () => {
    const anna = await visitorAsksForACall('anna');
    const slot = anna.analysis.bookingOffer!.slots[0]!;

    const booked = await book(anna.session.token, 'anna', slot.start);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ success: true, data: { start: slot.start, end: slot.end, status: 'booked' } });
    const confirmation = await anna.client.waitFor(
      (envelope) =>
        envelope.type === 'CHAT_MESSAGE' && (envelope.payload as ChatMessage).content?.startsWith('Your consultation is booked'),
    );
    expect((confirmation.payload as ChatMessage).content).toContain('Monday, 23 November 2026, 12:00–12:30 (Zurich time)');
    expect((confirmation.payload as ChatMessage).content).toContain('on its way to anna@clinic.example');

    const bob = await visitorAsksForACall('bob', 'Can we schedule a call? bob@bank.example');
    expect(bob.analysis.bookingOffer!.slots.map((each) => each.start)).not.toContain(slot.start);
    const refused = await book(bob.session.token, 'bob', slot.start, 'bob@bank.example');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: BOOKING_ERRORS.slotTaken });
    const fresh = (refused.body as { offer: BookingOffer }).offer;
    expect(fresh.slots.length).toBeGreaterThan(0);
    expect(fresh.slots.map((each) => each.start)).not.toContain(slot.start);

    const again = await book(anna.session.token, 'anna', anna.analysis.bookingOffer!.slots[1]!.start);
    expect(again).toMatchObject({ status: 409, body: { success: false, error: ALREADY_BOOKED } });
    // Nor in another chat of hers: one live booking per visitor, however many chats a script opens.
    await anna.client.emitWithAck('send_message', chatEnvelope(anna.session.userId, 'anna-again', 'Can we book a call?'));
    expect(analysisOf(await anna.client.waitFor(isAnalysisFor('anna-again'))).bookingOffer).toBeUndefined();
    const otherChat = await book(anna.session.token, 'anna-again', anna.analysis.bookingOffer!.slots[2]!.start);
    expect(otherChat).toMatchObject({ status: 409, body: { success: false, error: ALREADY_BOOKED } });

    await anna.client.emitWithAck('send_message', chatEnvelope(anna.session.userId, 'anna', 'Great, and can we book a call?'));
    const later = await anna.client.waitFor(
      (envelope) => isAnalysisFor('anna')(envelope) && envelope !== anna.client.envelopes.find(isAnalysisFor('anna')),
    );
    expect(analysisOf(later).bookingOffer).toBeUndefined();
  });

  it('books only the slots it offers, and answers a malformed booking with a clear 400', async () => {
    const visitor = await visitorAsksForACall('odd-times');
    const saturday = await book(visitor.session.token, 'odd-times', '2026-11-28T09:00:00.000Z');
    expect(saturday.status).toBe(400);
    expect(saturday.body).toMatchObject({ success: false, error: BOOKING_ERRORS.notOffered });
    const tooSoon = await book(visitor.session.token, 'odd-times', '2026-11-23T09:30:00.000Z');
    expect(tooSoon.status).toBe(400);

    const noEmail = await postJson(
      server.url,
      '/api/bookings',
      { chatId: 'odd-times', start: '2026-11-24T08:00:00.000Z', email: 'no' },
      visitor.session.token,
    );
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toContain(BOOKING_ERRORS.email);
    const extra = await postJson(
      server.url,
      '/api/bookings',
      { chatId: 'odd-times', start: 'soon', email: 'a@b.example', x: 1 },
      visitor.session.token,
    );
    expect(extra.status).toBe(400);
    const anonymous = await postJson(server.url, '/api/bookings', {
      chatId: 'odd-times',
      start: '2026-11-24T08:00:00.000Z',
      email: 'a@b.example',
    });
    expect(anonymous.status).toBe(401);
    const unknownChat = await book(visitor.session.token, 'never-started', '2026-11-24T08:00:00.000Z');
    expect(unknownChat.status).toBe(404);
  });

  it('two visitors racing for one slot: exactly one gets it', async () => {
    const first = await visitorAsksForACall('race-1');
    const second = await visitorAsksForACall('race-2');
    const start = first.analysis.bookingOffer!.slots[0]!.start;
    const results = await Promise.all([book(first.session.token, 'race-1', start), book(second.session.token, 'race-2', start)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  });

  it('sends both invites, and the visitor’s downloads and cancel link work: the slot is free again', async () => {
    const visitor = await visitorAsksForACall('invites', 'I would like to book a consultation. carla@pharma.example');
    const slot = visitor.analysis.bookingOffer!.slots[0]!;
    const booked = await book(visitor.session.token, 'invites', slot.start, 'carla@pharma.example');
    expect(booked.status).toBe(201);
    const bookingId = (booked.body as { data: { bookingId: string } }).data.bookingId;

    const letterTo = async (address: string) => {
      const mail = await mailbox.waitFor((each) => each.to.includes(address) && each.raw.includes(bookingId));
      return { envelope: mail, parsed: await simpleParser(mail.raw) };
    };
    const [toVisitor, toTeam] = await Promise.all([letterTo('carla@pharma.example'), letterTo('sales@agency.example')]);
    expect(toVisitor.parsed.subject).toMatch(
      /^Consultation with Vaultline AI, \w+day, \d+ November 2026, \d\d:\d\d–\d\d:\d\d \(Zurich time\)$/,
    );
    for (const mail of [toVisitor, toTeam]) {
      const calendarPart = mail.parsed.attachments.find((part) => part.contentType === 'text/calendar')!;
      const { calendar, event } = eventOf(calendarPart.content.toString('utf8'));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
      expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
      expect(event.summary).toBe('Consultation with Vaultline AI');
      expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:carla@pharma.example']);
    }
    const teamEvent = eventOf(toTeam.parsed.attachments.find((part) => part.contentType === 'text/calendar')!.content.toString('utf8'));
    expect(teamEvent.event.description).toContain('http://localhost:3010/?conversation=');

    // The visitor's own invite, downloaded with their token; nobody else's token opens it.
    const download = await fetch(`${server.url}/api/bookings/${bookingId}/invite.ics`, {
      headers: { Authorization: `Bearer ${visitor.session.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/calendar');
    const { event } = eventOf(await download.text());
    const cancelUrl = event.component.getFirstPropertyValue('url') as string;
    expect(cancelUrl).toMatch(/^https:\/\/www\.agency\.example\/api\/bookings\/cancel\?booking=bk_[\w-]+&token=[\w-]+$/);
    const stranger = await visitorAsksForACall('stranger', 'hello');
    const forbidden = await fetch(`${server.url}/api/bookings/${bookingId}/invite.ics`, {
      headers: { Authorization: `Bearer ${stranger.session.token}` },
    });
    expect(forbidden.status).toBe(404);

    // The link shows a form first (a mail scanner's GET changes nothing); a made-up token opens nothing.
    const local = (url: string) => `${server.url}${new URL(url).pathname}${new URL(url).search}`;
    const page = await fetch(local(cancelUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cancel the consultation');
    const forged = await fetch(local(cancelUrl.replace(/token=[\w-]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')), {
      method: 'POST',
    });
    expect(forged.status).toBe(404);

    const cancelled = await fetch(local(cancelUrl), { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('is cancelled');
    for (const address of ['carla@pharma.example', 'sales@agency.example']) {
      const letter = await mailbox.waitFor((each) => each.to.includes(address) && each.raw.includes('METHOD:CANCEL'));
      const parsed = await simpleParser(letter.raw);
      const { calendar, event: cancelledEvent } = eventOf(
        parsed.attachments.find((part) => part.contentType === 'text/calendar')!.content.toString('utf8'),
      );
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(cancelledEvent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(cancelledEvent.sequence).toBe(1);
    }
    const freeAgain = await visitorAsksForACall('after-cancel');
    expect(freeAgain.analysis.bookingOffer!.slots[0]!.start).toBe(slot.start);
  });

  it('the visitor’s data export holds their booking; erasing their data removes it and frees the slot', async () => {
    const visitor = await visitorAsksForACall('erased');
    const slot = visitor.analysis.bookingOffer!.slots[0]!;
    expect((await book(visitor.session.token, 'erased', slot.start)).status).toBe(201);
    const exported = await fetch(`${server.url}/api/privacy/export`, { headers: { Authorization: `Bearer ${visitor.session.token}` } });
    const data = dataExportResponseSchema.parse(await exported.json()).data;
    expect(data.bookings).toEqual([expect.objectContaining({ chatId: 'erased', start: slot.start, status: 'booked' })]);
    const erased = await fetch(`${server.url}/api/privacy/data`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${visitor.session.token}` },
    });
    expect(erased.status).toBe(200);
    expect(await server.db.query('select 1 from bookings where user_id = $1', [visitor.session.userId])).toEqual([]);
    const next = await visitorAsksForACall('after-erasure');
    expect(next.analysis.bookingOffer!.slots[0]!.start).toBe(slot.start);
  });
});
