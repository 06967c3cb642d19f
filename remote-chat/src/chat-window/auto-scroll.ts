import type { ChatState } from '../conversation';
import { CHAT_LIMITS } from '../shared/chat-rules';

/** Where the reader was when new content arrived. */
export interface ReaderPosition {
  /** Distance between the bottom of the visible area and the end of the log, in px. */
  distanceFromBottomPx: number;
  /** Messages in the conversation. */
  messageCount: number;
}

/** docs/product-rules.md §4: follow new content when the reader is within 150 px of the bottom, or there are 2 or fewer messages. */
export function shouldFollowNewContent({ distanceFromBottomPx, messageCount }: ReaderPosition): boolean {
  return distanceFromBottomPx <= CHAT_LIMITS.autoScrollNearPx || messageCount <= CHAT_LIMITS.autoScrollMaxMessages;
}

/** Whether the reader counts as being at the bottom (no 'Jump to latest' needed). */
export function isNearBottom(distanceFromBottomPx: number): boolean {
  return distanceFromBottomPx <= CHAT_LIMITS.autoScrollNearPx;
}

/**
 * A value that changes exactly when the log's content changes: a message
 * added, replaced or removed, the pending message, the streamed text, the
 * typing indicator. Re-renders for anything else (status line, analysis,
 * the visitor typing) leave it equal, so they never move the reader.
 */
export function logContentKey(state: Pick<ChatState, 'messages' | 'pending' | 'streamingMessage'>, showTyping: boolean): string {
  const last = state.messages.at(-1);
  return [
    state.messages.length,
    last?.messageId ?? '',
    last?.content.length ?? 0,
    state.pending?.messageId ?? '',
    state.streamingMessage.length,
    showTyping ? 'typing' : '',
  ].join('|');
}
