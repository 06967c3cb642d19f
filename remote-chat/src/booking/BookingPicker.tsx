import type { BookingOffer } from '@agency/chat-protocol';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_TEXT } from '../shared/content';
import type { BookingOutcome } from './booking-api';
import { keptChoice, type BookingChoice } from './booking-form';
import { slotLabel, type VisitorClock } from './booking-format';
import { ActionButton, EmailInput, EmailLabel, ErrorText, Fieldset, SlotOption, Slots } from './styles';

export interface BookingPickerProps {
  offer: BookingOffer;
  clock: VisitorClock;
  onBook: (choice: BookingChoice) => Promise<BookingOutcome>;
}

interface ShownError {
  message: string;
  field?: 'time' | 'email';
}

/** The offered times as native radio buttons, the invite's e-mail address and the button that books. */
export function BookingPicker({ offer, clock, onBook }: BookingPickerProps) {
  const [start, setStart] = useState<string | null>(null);
  const [email, setEmail] = useState(offer.email ?? '');
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const firstSlotRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const groupName = useId();
  const emailId = useId();
  const errorId = useId();
  // chat-server may answer a failed booking with other times: a choice no longer offered is dropped.
  const chosen = keptChoice(start, offer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setSending(true);
    setError(null);
    const outcome = await onBook({ start: chosen, email });
    setSending(false);
    if (outcome.ok) return;
    setError({ message: outcome.error, field: outcome.field });
    // The field to fix takes the focus; the alert says what is wrong.
    if (outcome.field === 'time') firstSlotRef.current?.focus();
    if (outcome.field === 'email') emailRef.current?.focus();
  };

  return (
    // The browser's own e-mail check would speak over the alert below: the form checks with the protocol's schema.
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p>{CHAT_TEXT.booking.intro(offer.durationMinutes, clock.timeZone)}</p>
      <Fieldset aria-describedby={error?.field === 'time' ? errorId : undefined}>
        <legend>{CHAT_TEXT.booking.chooseTime}</legend>
        {offer.slots.length === 0 ? (
          <p>{CHAT_TEXT.booking.noTimes}</p>
        ) : (
          <Slots>
            {offer.slots.map((slot, index) => (
              <SlotOption key={slot.start}>
                <input
                  ref={index === 0 ? firstSlotRef : undefined}
                  type="radio"
                  name={groupName}
                  value={slot.start}
                  checked={chosen === slot.start}
                  onChange={() => setStart(slot.start)}
                />
                <span>{slotLabel(slot, clock)}</span>
              </SlotOption>
            ))}
          </Slots>
        )}
      </Fieldset>
      <EmailLabel htmlFor={emailId}>{CHAT_TEXT.booking.emailLabel}</EmailLabel>
      <EmailInput
        ref={emailRef}
        id={emailId}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error?.field === 'email'}
        aria-describedby={error?.field === 'email' ? errorId : undefined}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error.message}
        </ErrorText>
      )}
      {/* aria-disabled, not disabled: the focus stays on the button while the booking is sent. */}
      <ActionButton type="submit" aria-disabled={isSending}>
        {CHAT_TEXT.booking.book}
      </ActionButton>
    </form>
  );
}
