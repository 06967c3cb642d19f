import type { QuickReply } from '@agency/chat-protocol';
import styled from 'styled-components';
import { CHAT_TEXT } from '../shared/content';
import { buttonReset } from './styles';

/** Suggestions wrap onto as many lines as they need: every one is read in full, at any width. */
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 2px 12px 8px;
`;

const ReplyButton = styled.button`
  ${buttonReset};
  max-width: 100%;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.palette.brandText};
  border-radius: 16px;
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.brandText};
  font-size: 0.85rem;
  line-height: 1.3;
  text-align: left;
  white-space: normal;
  overflow-wrap: break-word;
`;

/** Suggested replies (docs/product-rules.md §2, at most 4): clicking one sends its text. */
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
