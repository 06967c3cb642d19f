/**
 * The calendar invites of a booking (RFC 5545, made by ical-generator): the
 * visitor's, with the link that cancels it, and the team's, with the link to
 * the conversation in the inbox. A cancellation sends the same event again
 * with METHOD:CANCEL and a higher sequence, so calendars remove it.
 */
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Booking } from '@agency/chat-protocol';

export interface InviteParties {
  agencyName: string;
  /** The organiser: the team's public address. */
  teamEmail: string;
  siteHost: string;
}

export type InviteFor = { reader: 'visitor'; cancelUrl: string } | { reader: 'team'; conversationUrl: string };

export function consultationInvite(booking: Booking, parties: InviteParties, reader: InviteFor, cancelled = false): string {
  const calendar = ical({
    prodId: { company: parties.agencyName, product: 'Consultation', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const link = reader.reader === 'visitor' ? reader.cancelUrl : reader.conversationUrl;
  const lines =
    reader.reader === 'visitor'
      ? [`A free consultation with the ${parties.agencyName} team about your project.`, '', `Cannot make it? Cancel here: ${link}`]
      : [`A consultation booked by a visitor in the chat (${booking.email}).`, '', `The conversation: ${link}`];
  calendar.createEvent({
    id: `${booking.bookingId}@${parties.siteHost}`,
    sequence: cancelled ? 1 : 0,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: `Consultation with ${parties.agencyName}`,
    description: lines.join('\n'),
    url: link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parties.agencyName, email: parties.teamEmail },
    attendees: [{ email: booking.email, role: ICalAttendeeRole.REQ, rsvp: true }],
  });
  return calendar.toString();
}
