import { render, screen, within } from '@testing-library/react';
import type { Booking } from '@agency/chat-protocol';
import type { ConversationDetail } from '@agency/chat-protocol/inbox';
import { ConversationView } from './ConversationView';

const BOOKING: Booking = {
  bookingId: 'bk_0123456789',
  chatId: 'chat1',
  // 09:00 UTC is 10:00 in Berlin in December.
  start: '2026-12-01T09:00:00.000Z',
  end: '2026-12-01T09:30:00.000Z',
  email: 'cto@bank.example',
  status: 'booked',
  teamTimeZone: 'Europe/Berlin',
};

function detailWith(booking: Booking | null): ConversationDetail {
  return {
    summary: {
      conversationId: 'anon_bank~chat1',
      group: 'qualified',
      heldBy: null,
      preview: 'We need a customer portal',
      previewRole: 'user',
      leadStage: 'qualified',
      leadScore: 85,
      updatedAt: 1_700_000_000_000,
    },
    messages: [{ messageId: 'm1', role: 'user', content: 'We need a customer portal', timestamp: 1 }],
    lead: null,
    booking,
  };
}

const takeover = {
  takeOver: async () => undefined,
  handBack: async () => undefined,
  send: async () => undefined,
  setTyping: () => undefined,
};

test("shows the booked consultation in the team's time zone, its status and e-mail", () => {
  const { rerender } = render(<ConversationView detail={detailWith(BOOKING)} staffId="staff_ada" takeover={takeover} />);
  const consultation = screen.getByRole('region', { name: 'Consultation' });
  expect(within(consultation).getByText(/10:00.*10:30.*\(Europe\/Berlin\)/)).toBeInTheDocument();
  expect(within(consultation).getByText(/December/)).toBeInTheDocument();
  expect(within(consultation).getByText('Booked')).toBeInTheDocument();
  expect(within(consultation).getByText('cto@bank.example')).toBeInTheDocument();

  rerender(<ConversationView detail={detailWith({ ...BOOKING, status: 'cancelled' })} staffId="staff_ada" takeover={takeover} />);
  expect(within(screen.getByRole('region', { name: 'Consultation' })).getByText('Cancelled')).toBeInTheDocument();
});

test('shows no consultation when none was booked', () => {
  render(<ConversationView detail={detailWith(null)} staffId="staff_ada" takeover={takeover} />);
  expect(screen.queryByRole('region', { name: 'Consultation' })).not.toBeInTheDocument();
});
