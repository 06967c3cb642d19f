import type { MessageAuthor } from '@agency/chat-protocol';
import type { SiteBrand } from '@agency/tooling/contracts';
import styled from 'styled-components';
import { AssistantText } from '../markdown';
import { CHAT_TEXT } from '../shared/content';
import { formatMessageTime } from '../shared/time';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Avatar } from './styles';

const Row = styled.li<{ $assistant: boolean }>`
  display: flex;
  flex-direction: ${({ $assistant }) => ($assistant ? 'row' : 'row-reverse')};
  align-items: flex-end;
  gap: 8px;
  margin: 0 0 12px;
`;

const Bubble = styled.div<{ $assistant: boolean }>`
  max-width: 80%;
  min-width: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme, $assistant }) => ($assistant ? theme.palette.surface : theme.palette.brandText)};
  color: ${({ theme, $assistant }) => ($assistant ? theme.palette.text : theme.palette.white)};
  border: 1px solid ${({ theme, $assistant }) => ($assistant ? theme.palette.border : theme.palette.brandText)};

  /* A table takes the whole row: it needs the width more than the bubble needs its shape. */
  &:has(table) {
    flex: 1;
    max-width: none;
  }
`;

const UserText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
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
  const authorName = person?.name ?? (isAssistant ? brand.assistantName : CHAT_TEXT.you);
  return (
    <Row $assistant={isAssistant}>
      <Avatar $assistant={isAssistant} aria-hidden="true">
        {person?.initial ?? authorName.charAt(0)}
      </Avatar>
      <Bubble $assistant={isAssistant}>
        {person ? (
          <PersonName>
            {person.name}
            <VisuallyHidden>: </VisuallyHidden>
          </PersonName>
        ) : (
          <VisuallyHidden>{`${authorName}: `}</VisuallyHidden>
        )}
        {isAssistant && !person ? <AssistantText text={content} /> : <UserText>{content}</UserText>}
        <Meta>{note ?? <time dateTime={new Date(timestamp).toISOString()}>{formatMessageTime(timestamp)}</time>}</Meta>
      </Bubble>
    </Row>
  );
}
