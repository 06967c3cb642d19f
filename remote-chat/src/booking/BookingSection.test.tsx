import { BOOKING_ERRORS, type BookingOffer } from '@agency/chat-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { bookedAnswer, defaultReply, type BookingAnswer, type UserMessageContext } from '../test-support/loopback-chat-server';
import { captureDownloads } from '../test-support/downloads';
import { loopbackChatServerPerTest } from '../test-support/loopback-per-test';
import { openChatWindow } from '../test-support/render-widget';
import { longTimeRange, slotLabel, visitorClock } from './booking-format';

// Each test opens a real socket and loads the window's chunks; a slow machine needs more than jest's 5 s.
jest.setTimeout(10_000);
const loopback = loopbackChatServerPerTest();

const OFFER: BookingOffer = {
  slots: [
    { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' },
    { start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T10:30:00.000Z' },
    { start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z' },
  ],
  durationMinutes: 30,
  teamTimeZone: 'Europe/Berlin',
  email: 'ada@example.com',
};

/** The label the visitor reads for a slot, in the test machine's own time zone and locale. */
const labelOf = (slot: { start: string; end: string }) => slotLabel(slot, visitorClock());

/** Replies, then sends the analysis that offers consultation times. */
const replyWithOffer = (offer: BookingOffer) => (context: UserMessageContext) => {
  defaultReply(context);
  context.status({
    chatId: context.payload.chatId,
    status: 'analysis',
    conversationPhase: 'conversion',
    leadScore: 85,
    leadStage: 'qualified',
    quickReplies: [],
    bookingOffer: offer,
  });
};

async function openPicker(offer: BookingOffer = OFFER) {
  loopback.server.onUserMessage = replyWithOffer(offer);
  const view = await openChatWindow(loopback.server.url);
  await view.user.type(view.input, 'Can we talk to someone?{Enter}');
  const region = await within(view.dialog).findByRole('region', { name: 'Book a free consultation' });
  return { ...view, region };
}

test('an analysis with an offer shows the picker: the times as radio buttons and the e-mail prefilled', async () => {
  const { region } = await openPicker();
  const { timeZone } = visitorClock();
  expect(within(region).getByText(`30 minutes with our team. Times are shown in your time zone (${timeZone}).`)).toBeInTheDocument();
  const times = within(region).getByRole('group', { name: 'Choose a time' });
  expect(within(times).getAllByRole('radio')).toHaveLength(3);
  OFFER.slots.forEach((slot) => expect(within(times).getByRole('radio', { name: labelOf(slot) })).not.toBeChecked());
  expect(within(region).getByRole('textbox', { name: 'Your e-mail for the invite' })).toHaveValue('ada@example.com');
});

test('no picker without an offer', async () => {
  loopback.server.onUserMessage = defaultReply;
  const { user, dialog, input } = await openChatWindow(loopback.server.url);
  await user.type(input, 'Hello{Enter}');
  await within(dialog).findByText('Hello from the assistant.');
  expect(within(dialog).queryByRole('region', { name: 'Book a free consultation' })).not.toBeInTheDocument();
});

test('booking sends the chosen time and e-mail with the token, then confirms and offers the invite', async () => {
  const { user, region, dialog } = await openPicker();
  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[1]!) }));
  const email = within(region).getByRole('textbox', { name: 'Your e-mail for the invite' });
  await user.clear(email);
  await user.type(email, 'grace@example.com');
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));

  const booked = await within(dialog).findByRole('region', { name: 'Your consultation' });
  expect(within(booked).getByRole('status').textContent).toBe(
    `Booked: ${longTimeRange(OFFER.slots[1]!, visitorClock())}. An invite is on its way to grace@example.com.`,
  );
  expect(loopback.server.bookingRequests).toEqual([
    { chatId: window.localStorage.getItem('chat_active_chat_id'), start: OFFER.slots[1]!.start, email: 'grace@example.com' },
  ]);
  expect(within(booked).queryByRole('radio')).not.toBeInTheDocument();
  expect(within(booked).getByRole('button', { name: 'Download the invite (.ics)' })).toHaveFocus();
});

test('Book this time without a time says to choose one', async () => {
  const { user, region } = await openPicker();
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('Choose a time first.');
  expect(within(region).getByRole('radio', { name: labelOf(OFFER.slots[0]!) })).toHaveFocus();
  expect(loopback.server.bookingRequests).toHaveLength(0);
});

test('a time someone else just took shows the alert and the times free now', async () => {
  const freeNow: BookingOffer = {
    ...OFFER,
    slots: [OFFER.slots[2]!, { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T08:30:00.000Z' }],
  };
  loopback.server.onBooking = () => ({ status: 409, body: { success: false, error: BOOKING_ERRORS.slotTaken, offer: freeNow } });
  const { user, region } = await openPicker();
  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[0]!) }));
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));

  expect(await within(region).findByRole('alert')).toHaveTextContent(BOOKING_ERRORS.slotTaken);
  const radios = within(region).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(freeNow.slots.map(labelOf));
  radios.forEach((radio) => expect(radio).not.toBeChecked());
  expect(within(region).getByRole('button', { name: 'Book this time' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('Book this time is disabled while the booking is sent, so one click books once', async () => {
  let answer: (() => void) | undefined;
  loopback.server.onBooking = (request) => new Promise<BookingAnswer>((resolve) => (answer = () => resolve(bookedAnswer(request))));
  const { user, region, dialog } = await openPicker();
  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[0]!) }));
  const book = within(region).getByRole('button', { name: 'Book this time' });
  await user.click(book);
  await waitFor(() => expect(answer).toBeDefined());
  expect(book).toHaveAttribute('aria-disabled', 'true');
  expect(book).toHaveFocus();
  await user.click(book);

  answer?.();
  await within(dialog).findByRole('region', { name: 'Your consultation' });
  expect(loopback.server.bookingRequests).toHaveLength(1);
});

test('an empty e-mail address is marked before anything is sent', async () => {
  const { user, region } = await openPicker({ ...OFFER, email: null });
  const email = within(region).getByRole('textbox', { name: 'Your e-mail for the invite' });
  expect(email).toHaveValue('');
  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[0]!) }));
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent(BOOKING_ERRORS.email);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
  expect(loopback.server.bookingRequests).toHaveLength(0);
});

test("chat-server's 400 shows its words, marks the e-mail it refuses and replaces the times", async () => {
  const freeNow: BookingOffer = { ...OFFER, slots: [OFFER.slots[2]!] };
  loopback.server.onBooking = (request) =>
    request.email === 'ada@example.com'
      ? { status: 400, body: { success: false, error: BOOKING_ERRORS.notOffered, offer: freeNow } }
      : {
          status: 400,
          body: { success: false, error: BOOKING_ERRORS.email, issues: [{ path: ['email'], message: BOOKING_ERRORS.email }] },
        };
  const { user, region } = await openPicker();
  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[0]!) }));
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));
  expect(await within(region).findByText(BOOKING_ERRORS.notOffered)).toHaveAttribute('role', 'alert');
  expect(within(region).getAllByRole('radio')).toHaveLength(1);

  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[2]!) }));
  const email = within(region).getByRole('textbox', { name: 'Your e-mail for the invite' });
  await user.clear(email);
  await user.type(email, 'ada@localhost.example');
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));
  expect(await within(region).findByText(BOOKING_ERRORS.email)).toHaveAttribute('role', 'alert');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(loopback.server.bookingRequests.map((request) => request.start)).toEqual([OFFER.slots[0]!.start, OFFER.slots[2]!.start]);
});

test('the invite downloads with the token as consultation.ics', async () => {
  const { blobs: saved, fileNames } = captureDownloads();
  const { user, region, dialog } = await openPicker();
  await user.click(within(region).getByRole('radio', { name: labelOf(OFFER.slots[0]!) }));
  await user.click(within(region).getByRole('button', { name: 'Book this time' }));
  const booked = await within(dialog).findByRole('region', { name: 'Your consultation' });

  await user.click(within(booked).getByRole('button', { name: 'Download the invite (.ics)' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(fileNames).toEqual(['consultation.ics']);
  expect(await saved[0]!.text()).toContain('BEGIN:VCALENDAR');
  expect(loopback.server.apiRequests.filter((path) => path.endsWith('/invite.ics'))).toEqual([
    expect.stringMatching(/^\/api\/bookings\/bk_[^/]+\/invite\.ics$/),
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
