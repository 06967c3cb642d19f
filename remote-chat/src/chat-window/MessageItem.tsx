import type { MessageAuthor } from '@agency/chat-protocol';
import type { SiteBrand } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { AssistantText } from '../markdown';
import { CHAT_TEXT } from '../shared/content';
import { formatMessageTime } from '../shared/time';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Avatar } from './styles';

// The visitor's side is an attribute (see Avatar): their first message inserts no style rule.
const Row = styled.li`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  margin: 0 0 12px;

  &[data-side='visitor'] {
    flex-direction: row-reverse;
  }
`;

const Bubble = styled.div`
  max-width: 80%;
  min-width: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};

  &[data-side='visitor'] {
    background: ${({ theme }) => theme.palette.brandText};
    color: ${({ theme }) => theme.palette.white};
    border-color: ${({ theme }) => theme.palette.brandText};
  }

  /* Text as it was typed (the visitor's, a person's), styled here for the same reason. */
  & > [data-as-typed] {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  /* A table takes the whole row: it needs the width more than the bubble needs its shape. */
  &:has(table) {
    flex: 1;
    max-width: none;
  }
`;

const PersonName = styled.span`
  display: block;
  margin-bottom: 2px;
  font-size: 0.75rem;
  font-weight: 600;
`;

const Meta = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 0.75rem;
  opacity: 1;
`;

export interface MessageItemProps {
  brand: SiteBrand;
  author: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** Shown instead of the time, e.g. while the message is being sent. */
  note?: string;
  /** On the assistant's side, a message written by a person from the team: shown with their name and initial. */
  person?: MessageAuthor;
}

/**
 * One message with its avatar and 12-hour time (docs/product-rules.md §2). The assistant's messages
 * render as markdown; a person's as the plain text they typed, under their name.
 */
export function MessageItem({ brand, author, content, timestamp, note, person }: MessageItemProps) {
  const isAssistant = author === 'assistant';
  const side = isAssistant ? 'assistant' : 'visitor';
  const authorName = person?.name ?? (isAssistant ? brand.assistantName : CHAT_TEXT.you);
  return (
    <Row data-side={side}>
      <Avatar data-side={side} aria-hidden="true">
        {person?.initial ?? authorName.charAt(0)}
      </Avatar>
      <Bubble data-side={side}>
        {person ? (
          <PersonName>
            {person.name}
            <VisuallyHidden>: </VisuallyHidden>
          </PersonName>
        ) : (
          <VisuallyHidden>{`${authorName}: `}</VisuallyHidden>
        )}
        {isAssistant && !person ? <AssistantText text={content} /> : <p data-as-typed>{content}</p>}
        <Meta>{note ?? <time dateTime={new Date(timestamp).toISOString()}>{formatMessageTime(timestamp)}</time>}</Meta>
      </Bubble>
    </Row>
  );
}
