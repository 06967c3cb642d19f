import type { QuickReply } from 'chat-server/protocol';
import styled from 'styled-components';
import { CHAT_TEXT } from '../shared/content';
import { buttonReset } from './styles';

/** One row that scrolls sideways, so suggestions never crowd out the conversation on a phone. */
const Group = styled.div`
  display: flex;
  gap: 6px;
  padding: 2px 12px 8px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
`;

const ReplyButton = styled.button`
  ${buttonReset};
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.palette.brandText};
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.brandText};
  font-size: 0.85rem;
  flex: none;
  white-space: nowrap;
`;

/** Suggested replies (SPEC §2, at most 4): clicking one sends its text. */
export function QuickReplies({ replies, onChoose }: { replies: QuickReply[]; onChoose: (reply: QuickReply) => void }) {
  if (replies.length === 0) return null;
  return (
    <Group role="group" aria-label={CHAT_TEXT.quickRepliesLabel}>
      {replies.map((reply) => (
        <ReplyButton key={reply.id} type="button" onClick={() => onChoose(reply)}>
          {reply.text}
        </ReplyButton>
      ))}
    </Group>
  );
}
