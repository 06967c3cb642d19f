import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ConversationSummary } from '@agency/chat-protocol/inbox';
import { createTypingSignal } from './typing-signal';

/** The site's chat assistant, whom a conversation is handed back to. */
export const ASSISTANT_NAME = 'Vera';

export interface TakeoverActions {
  takeOver(): Promise<void>;
  handBack(): Promise<void>;
  send(content: string): Promise<void>;
  setTyping(typing: boolean): void;
}

interface TakeoverPanelProps extends TakeoverActions {
  summary: ConversationSummary;
  /** The signed-in person. */
  staffId: string;
}

const reason = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Who answers the visitor, and the controls of the person signed in: take the
 * conversation over; while they hold it, write to the visitor and hand it
 * back; while someone else holds it, only who that is.
 */
export function TakeoverPanel({ summary, staffId, takeOver, handBack, send, setTyping }: TakeoverPanelProps) {
  const composerId = useId();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const takeOverRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once a take over or hand back has re-rendered the panel.
  const [focusNext, setFocusNext] = useState<'composer' | 'take-over' | null>(null);
  const typing = useMemo(() => createTypingSignal(setTyping), [setTyping]);
  const { heldBy } = summary;
  const heldByMe = heldBy?.staffId === staffId;

  useEffect(() => () => typing.stop(), [typing]);
  useEffect(() => {
    if (focusNext === 'composer') composerRef.current?.focus();
    if (focusNext === 'take-over') takeOverRef.current?.focus();
  }, [focusNext, heldByMe]);

  const run = async (work: () => Promise<void>, fallback: string, then?: 'composer' | 'take-over') => {
    setBusy(true);
    setError(null);
    try {
      await work();
      if (then) setFocusNext(then);
      return true;
    } catch (failure) {
      setError(reason(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    typing.stop();
    if (await run(() => send(content), 'The message could not be sent.')) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <section aria-labelledby="takeover-heading" className="takeover">
      <h3 id="takeover-heading">Answering</h3>
      <p role="status">
        {heldBy === null ? `${ASSISTANT_NAME} is answering.` : heldByMe ? 'You are answering the visitor.' : `Held by ${heldBy.name}`}
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {heldBy === null && (
        <button
          type="button"
          ref={takeOverRef}
          disabled={busy}
          onClick={() => void run(takeOver, 'The conversation could not be taken over.', 'composer')}
        >
          Take over
        </button>
      )}
      {heldByMe && (
        <>
          <form onSubmit={(event) => void submit(event)} className="composer">
            <label htmlFor={composerId}>Message to the visitor</label>
            <textarea
              id={composerId}
              ref={composerRef}
              value={draft}
              rows={3}
              aria-describedby={`${composerId}-hint`}
              onChange={(event) => {
                setDraft(event.target.value);
                typing.keystroke();
              }}
              onKeyDown={onKeyDown}
            />
            <p id={`${composerId}-hint`} className="hint">
              Enter sends, Shift+Enter starts a new line.
            </p>
            <button type="submit" disabled={busy || draft.trim() === ''}>
              Send
            </button>
          </form>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              typing.stop();
              void run(handBack, 'The conversation could not be handed back.', 'take-over');
            }}
          >
            Hand back to {ASSISTANT_NAME}
          </button>
        </>
      )}
    </section>
  );
}
