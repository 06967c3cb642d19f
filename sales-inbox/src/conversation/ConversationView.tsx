import { useEffect, useRef } from 'react';
import type { Booking } from '@agency/chat-protocol';
import type { ConversationDetail, LeadFacts, TranscriptMessage } from '@agency/chat-protocol/inbox';
import { TakeoverPanel, type TakeoverActions } from '../takeover/TakeoverPanel';
import { BOOKING_STATUS_LABELS, bookingTimeRange } from './booking-time';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const ROLE_NAMES = { user: 'Visitor', assistant: 'Assistant', system: 'System' } as const;

/** Who wrote a message: the visitor, the assistant, or the named person from the team. */
const writerOf = (message: TranscriptMessage) => (message.author ? `${message.author.name} (team)` : ROLE_NAMES[message.role]);

function list(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : '–';
}

/** Terms and their values, one pair a row (the lead's facts and the booked consultation look alike). */
function FactList({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="lead-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LeadFactsList({ lead }: { lead: LeadFacts }) {
  const facts: Array<[string, string]> = [
    ['Score', lead.score === null ? '–' : String(lead.score)],
    ['Stage', lead.stage ?? '–'],
    ['Phase', lead.phase ?? '–'],
    ['Needs', list(lead.needs)],
    ['Services', list(lead.services)],
    ['Timeline', lead.timeline ?? '–'],
    ['Budget', lead.budget ?? '–'],
    ['Name', lead.name ?? '–'],
    ['Company', lead.companyName ?? '–'],
    ['E-mail', lead.email ?? '–'],
    ['Phone', lead.phone ?? '–'],
    ['Asked for a person', lead.handoverRequested ? 'Yes' : 'No'],
    ['Recommended action', list(lead.recommendedActions)],
  ];
  return <FactList facts={facts} />;
}

/** The consultation the visitor booked in the chat, in the team's time zone (the one the calendar shows). */
function ConsultationFacts({ booking }: { booking: Booking }) {
  const facts: Array<[string, string]> = [
    ['When', bookingTimeRange(booking)],
    ['Status', BOOKING_STATUS_LABELS[booking.status]],
    ['E-mail', booking.email],
  ];
  return (
    <section aria-labelledby="consultation-heading">
      <h3 id="consultation-heading">Consultation</h3>
      <FactList facts={facts} />
    </section>
  );
}

export interface ConversationViewProps {
  detail: ConversationDetail;
  /** The signed-in person, to tell whether they hold the conversation. */
  staffId: string;
  takeover: TakeoverActions;
}

export function ConversationView({ detail, staffId, takeover }: ConversationViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { conversationId } = detail.summary;
  // A newly opened conversation takes the focus (its heading), so that a screen reader reads where the person is.
  useEffect(() => headingRef.current?.focus(), [conversationId]);
  return (
    <section aria-labelledby="conversation-heading" className="conversation">
      <h2 id="conversation-heading" tabIndex={-1} ref={headingRef}>
        Conversation {conversationId}
      </h2>
      <h3>Lead</h3>
      {detail.lead ? <LeadFactsList lead={detail.lead} /> : <p>No lead facts yet.</p>}
      {detail.booking && <ConsultationFacts booking={detail.booking} />}
      <h3 id="transcript-heading">Transcript</h3>
      {/* The log wraps the list: a role on the <ol> itself would take its list semantics from the items. */}
      <div role="log" aria-labelledby="transcript-heading">
        <ol className="transcript">
          {detail.messages.map((message) => (
            <li key={message.messageId} className={message.role}>
              <strong>{writerOf(message)}</strong>{' '}
              <time dateTime={new Date(message.timestamp).toISOString()}>{timeFormat.format(message.timestamp)}</time>
              <p>{message.content}</p>
            </li>
          ))}
        </ol>
      </div>
      <TakeoverPanel key={conversationId} summary={detail.summary} staffId={staffId} {...takeover} />
    </section>
  );
}
