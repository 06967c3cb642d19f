import { MAX_MESSAGE_LENGTH } from '@agency/chat-protocol/limits';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { buttonReset } from './styles';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 12px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.white};
`;

const Field = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Input = styled.textarea`
  min-height: 40px;
  max-height: ${CHAT_LIMITS.inputStylesheetMaxHeightPx}px;
  padding: 8px 10px;
  resize: none;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.palette.textMuted};
  border-radius: ${({ theme }) => theme.radius.small};
  font: inherit;
  /* 16 px keeps iOS from zooming into the page when the input gets focus. */
  font-size: 16px;
  line-height: 1.4;
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.white};

  &::placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.palette.surface};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

const LengthNote = styled.p<{ $tooLong: boolean }>`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme, $tooLong }) => ($tooLong ? theme.palette.danger : theme.palette.textMuted)};
`;

const ActionButton = styled.button<{ $stop?: boolean }>`
  ${buttonReset};
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme, $stop }) => ($stop ? theme.palette.danger : theme.palette.brand)};
  background: ${({ theme, $stop }) => ($stop ? theme.palette.white : theme.palette.brand)};
  color: ${({ theme, $stop }) => ($stop ? theme.palette.danger : theme.palette.onBrand)};
  font-weight: 600;

  &[aria-disabled='true'] {
    border-color: ${({ theme }) => theme.palette.border};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

interface ComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  isConnected: boolean;
  /** The chat gave up connecting: the input says why it is disabled and points to the notice. */
  isOffline: boolean;
  offlineNoticeId?: string;
  isBusy: boolean;
  isStreaming: boolean;
  /** Input and send are enabled (docs/product-rules.md §5). */
  isReady: boolean;
  /** Returns whether the text was sent; the input clears only then. */
  onSend: (text: string) => boolean;
  onStop: () => void;
  onTyping: (isTyping: boolean) => void;
}

/** What the visitor reads under the input about its length: nothing until the limit nears. */
function lengthNoteFor(length: number): string | null {
  if (length > MAX_MESSAGE_LENGTH) return CHAT_TEXT.messageTooLong(MAX_MESSAGE_LENGTH, length);
  const left = MAX_MESSAGE_LENGTH - length;
  return left <= CHAT_LIMITS.charactersLeftFrom ? CHAT_TEXT.charactersLeft(left) : null;
}

function placeholderFor(isConnected: boolean, isOffline: boolean, isBusy: boolean): string {
  if (isOffline) return CHAT_TEXT.placeholder.offline;
  if (!isConnected) return CHAT_TEXT.placeholder.connecting;
  if (isBusy) return CHAT_TEXT.placeholder.busy;
  return CHAT_TEXT.placeholder.ready;
}

/**
 * The input area (docs/product-rules.md §5). While not ready the input is read-only and
 * aria-disabled rather than `disabled`, so keyboard focus stays in place
 * while a reply streams instead of falling back to the page.
 */
export function Composer({
  inputRef,
  isConnected,
  isOffline,
  offlineNoticeId,
  isBusy,
  isStreaming,
  isReady,
  onSend,
  onStop,
  onTyping,
}: ComposerProps) {
  const inputId = useId();
  const noteId = useId();
  const [text, setText] = useState('');
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isTyping = useRef(false);
  // Checked here, before sending, with the protocol's own limit: chat-server would refuse it.
  const isTooLong = text.length > MAX_MESSAGE_LENGTH;
  const lengthNote = lengthNoteFor(text.length);
  const canSend = isReady && text.trim() !== '' && !isTooLong;

  // The input grows with its text up to 100 px, then scrolls (docs/product-rules.md §5).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, CHAT_LIMITS.inputMaxHeightPx)}px`;
  }, [inputRef, text]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const stopTyping = () => {
    clearTimeout(typingTimer.current);
    if (!isTyping.current) return;
    isTyping.current = false;
    onTyping(false);
  };

  const changeText = (value: string) => {
    setText(value);
    if (!isTyping.current) {
      isTyping.current = true;
      onTyping(true);
    }
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, CHAT_TIMING.typingIdleMs);
  };

  const submit = () => {
    if (!canSend) return;
    if (!onSend(text)) return;
    stopTyping();
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME composition (Japanese, Chinese, …) must not send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <Form onSubmit={onSubmit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {CHAT_TEXT.messageInputLabel}
      </VisuallyHidden>
      <Field>
        <Input
          ref={inputRef}
          id={inputId}
          rows={1}
          value={text}
          placeholder={placeholderFor(isConnected, isOffline, isBusy)}
          readOnly={!isReady}
          aria-disabled={!isReady}
          aria-invalid={isTooLong}
          aria-describedby={[offlineNoticeId, lengthNote ? noteId : undefined].filter(Boolean).join(' ') || undefined}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {/* Over the limit the note is an alert, read out as it appears; the count before it is read with the input. */}
        {lengthNote && (
          <LengthNote id={noteId} $tooLong={isTooLong} role={isTooLong ? 'alert' : undefined}>
            {lengthNote}
          </LengthNote>
        )}
      </Field>
      {isStreaming ? (
        <ActionButton type="button" $stop onClick={onStop}>
          {CHAT_TEXT.buttons.stop}
        </ActionButton>
      ) : (
        <ActionButton type="submit" aria-disabled={!canSend}>
          {CHAT_TEXT.buttons.send}
        </ActionButton>
      )}
    </Form>
  );
}
