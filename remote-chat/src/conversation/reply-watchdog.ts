import type { Clock, TimerId } from '../connection';
import { CHAT_TIMING } from '../shared/chat-rules';

export interface ReplyWatchdog {
  /** A frame of the streaming reply arrived. */
  noteFrame: () => void;
  /** After a reconnect, the reply `messageId` was streaming but is not stored: watch it. */
  watch: (messageId: string) => void;
  cancel: () => void;
}

/**
 * A reply still streaming after a reconnect but not stored: its server may be
 * writing it still (frames resume), or may have gone with the reply. If no
 * frame arrives within the grace time while it is still the streaming reply,
 * `onSilent` decides its fate, so the visitor is not left waiting forever.
 */
export function createReplyWatchdog(
  clock: Clock,
  streamingReplyId: () => string | null,
  onSilent: (messageId: string) => void,
): ReplyWatchdog {
  let lastFrameAt = -Infinity;
  let timer: TimerId | undefined;
  return {
    noteFrame: () => {
      lastFrameAt = clock.now();
    },
    watch: (messageId) => {
      clock.clearTimeout(timer);
      const watchedAt = clock.now();
      timer = clock.setTimeout(() => {
        if (streamingReplyId() !== messageId || lastFrameAt > watchedAt) return;
        onSilent(messageId);
      }, CHAT_TIMING.interruptedReplyGraceMs);
    },
    cancel: () => clock.clearTimeout(timer),
  };
}
