import type { SiteBrand } from '@agency/site-kit/contracts';
import { useRef } from 'react';
import styled from 'styled-components';
import type { ChatState } from '../conversation';
import { CHAT_TEXT } from '../shared/content';
import { MessageItem } from './MessageItem';
import { NoticeItem } from './NoticeItem';
import { buttonReset } from './styles';
import { TypingIndicator } from './TypingIndicator';
import { logContentKey } from './auto-scroll';
import { useAutoScroll } from './useAutoScroll';

const Area = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const Log = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -3px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Welcome = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.surface};
`;

const JumpButton = styled.button`
  ${buttonReset};
  position: absolute;
  bottom: 8px;
  left: 50%;
  transform: translateX(-50%);
  padding: 4px 14px;
  border: 1px solid ${({ theme }) => theme.palette.brandText};
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.brandText};
  box-shadow: 0 2px 8px rgb(0 0 0 / 15%);
`;

interface MessageLogProps {
  brand: SiteBrand;
  state: ChatState;
  showTyping: boolean;
}

/**
 * The conversation (docs/product-rules.md §2): the welcome text when empty, the messages, the
 * pending user message, the streaming reply and the typing indicator (the
 * assistant's, or that of the person from the team answering). The
 * streaming reply is hidden from assistive technology: the finished message
 * is added to the log once, and the status region announces progress.
 */
export function MessageLog({ brand, state, showTyping }: MessageLogProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, pending, rowKeys, isStreaming, streamingMessage, streamingMessageId, streamingStartedAt, isLoading, isHistoryLoading } =
    state;
  const { onScroll, showJumpToLatest, jumpToLatest } = useAutoScroll(logRef, messages.length, logContentKey(state, showTyping));
  const isEmpty = messages.length === 0 && pending === null;

  return (
    <Area>
      <Log ref={logRef} role="log" aria-label={CHAT_TEXT.conversationLabel} tabIndex={0} onScroll={onScroll}>
        {isEmpty && !isLoading && !isHistoryLoading && <Welcome>{CHAT_TEXT.welcome(brand)}</Welcome>}
        <List>
          {/* One list: a sent message's row keeps its node from the tap to its stored copy. */}
          {[
            ...messages.map((message) =>
              message.role === 'system' ? (
                <NoticeItem key={message.messageId} brand={brand} message={message} />
              ) : (
                <MessageItem
                  key={rowKeys[message.messageId] ?? message.messageId}
                  brand={brand}
                  author={message.role === 'assistant' ? 'assistant' : 'user'}
                  content={message.content}
                  timestamp={message.timestamp}
                  person={message.author}
                />
              ),
            ),
            pending && (
              <MessageItem
                key={pending.rowKey}
                brand={brand}
                author="user"
                content={pending.content}
                timestamp={pending.timestamp}
                note={CHAT_TEXT.sending}
              />
            ),
          ]}
        </List>
        {isStreaming && streamingMessage !== '' && (
          <div aria-hidden="true" data-streaming={streamingMessageId ?? ''}>
            <List>
              <MessageItem brand={brand} author="assistant" content={streamingMessage} timestamp={streamingStartedAt} />
            </List>
          </div>
        )}
        {showTyping && <TypingIndicator brand={brand} personName={state.personTyping?.name} />}
      </Log>
      {showJumpToLatest && (
        <JumpButton type="button" onClick={jumpToLatest}>
          {CHAT_TEXT.buttons.jumpToLatest}
        </JumpButton>
      )}
    </Area>
  );
}
