import type { ChatMessage } from '@agency/chat-protocol';
import type { SiteBrand } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { CHAT_TEXT } from '../shared/content';

const Line = styled.li`
  margin: 0 0 12px;
  padding: 4px 8px;
  text-align: center;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** A notice in the conversation: a person from the team joined the chat, or handed it back to the assistant. */
export function NoticeItem({ brand, message }: { brand: SiteBrand; message: ChatMessage }) {
  const name = message.author?.name;
  let text = message.content;
  if (name !== undefined && message.notice === 'person_joined') text = CHAT_TEXT.personJoined(name);
  if (name !== undefined && message.notice === 'person_left') text = CHAT_TEXT.personLeft(name, brand);
  return <Line>{text}</Line>;
}
