import type { StreamFrame } from '@agency/chat-protocol';
import { CHAT_TIMING } from '../shared/chat-rules';
import { throttle } from '../shared/throttle';

export interface StreamedReply {
  messageId: string;
  text: string;
  /** Deltas were missed while offline: the stored reply must be loaded instead of this text. */
  needsResync: boolean;
}

export interface ReplyStream {
  /** Adds a frame's delta; returns the whole reply when the frame ends it. */
  push: (frame: StreamFrame) => StreamedReply | null;
  /** The socket dropped while this reply streamed. */
  markMissedFrames: () => void;
  isStreaming: () => boolean;
  /** Id of the reply being streamed, if any. */
  messageId: () => string | null;
  reset: () => void;
}

/**
 * Accumulates a streamed reply and reports its text at most every 100 ms
 * (docs/product-rules.md §4), so a fast stream re-renders the window ten times a second, not
 * once per chunk.
 */
export function createReplyStream(onProgress: (messageId: string, text: string) => void): ReplyStream {
  let messageId: string | null = null;
  let text = '';
  let needsResync = false;
  let progress = throttle(() => undefined, CHAT_TIMING.streamThrottleMs);

  const begin = (id: string) => {
    progress.cancel();
    messageId = id;
    text = '';
    needsResync = false;
    progress = throttle(() => onProgress(id, text), CHAT_TIMING.streamThrottleMs);
  };

  const reset = () => {
    progress.cancel();
    messageId = null;
    text = '';
    needsResync = false;
  };

  return {
    push: (frame) => {
      if (messageId !== frame.messageId) begin(frame.messageId);
      text += frame.message;
      if (!frame.isStreamEnd) {
        progress.run();
        return null;
      }
      const reply = { messageId: frame.messageId, text, needsResync };
      reset();
      return reply;
    },
    markMissedFrames: () => {
      if (messageId !== null) needsResync = true;
    },
    isStreaming: () => messageId !== null,
    messageId: () => messageId,
    reset,
  };
}
