import { useId, useMemo } from 'react';
import { CHAT_TEXT } from '../shared/content';
import type { BookingOutcome } from './booking-api';
import type { BookingChoice, BookingView } from './booking-form';
import { longTimeRange, visitorClock } from './booking-format';
import { BookingPicker } from './BookingPicker';
import { InviteDownload } from './InviteDownload';
import { Heading, Region } from './styles';

export interface BookingSectionProps {
  view: BookingView;
  onBook: (choice: BookingChoice) => Promise<BookingOutcome>;
  onDownloadInvite: () => Promise<boolean>;
}

/**
 * "Book a free consultation" under the conversation (issue 49): the picker while chat-server offers
 * times, then the confirmation. Nothing renders, and no clock is read, until there is an offer.
 */
export function BookingSection({ view, ...actions }: BookingSectionProps) {
  if (!view) return null;
  return <BookingPanel view={view} {...actions} />;
}

/**
 * The status region is there before the booking, so that the confirmation is read out when it
 * appears in it. The visitor's clock is read here: the browser's first date formatter loads its
 * time-zone data, a long task that must not land on the tap that opens the window.
 */
function BookingPanel({ view, onBook, onDownloadInvite }: BookingSectionProps & { view: NonNullable<BookingView> }) {
  const headingId = useId();
  const clock = useMemo(() => visitorClock(), []);
  const booking = view.kind === 'booked' ? view.booking : null;
  return (
    <Region aria-labelledby={headingId}>
      <Heading id={headingId}>{booking ? CHAT_TEXT.booking.bookedHeading : CHAT_TEXT.booking.heading}</Heading>
      {view.kind === 'offer' && <BookingPicker offer={view.offer} clock={clock} onBook={onBook} />}
      <p role="status">{booking ? CHAT_TEXT.booking.booked(longTimeRange(booking, clock), booking.email) : ''}</p>
      {booking && <InviteDownload onDownloadInvite={onDownloadInvite} />}
    </Region>
  );
}
