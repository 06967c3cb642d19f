import type { ChatMessage, ChatStatusPayload, SocketEnvelope, StreamFrame, UserTypingEvent } from '@agency/chat-protocol';
import type { Clock } from '../connection';
import { CHAT_TEXT } from '../shared/content';
import { log } from '../shared/log';
import type { ChatAction } from './chat-state';
import { routeEnvelope } from './envelope-router';
import type { ReplyStream } from './reply-stream';
import type { ReplyWatchdog } from './reply-watchdog';

export interface RoomContext {
  clock: Clock;
  dispatch: (action: ChatAction) => void;
  stream: ReplyStream;
  watchdog: ReplyWatchdog;
  activeChatId: () => string | null;
  visitorId: () => string | null;
  /** Loads the active chat from chat-server again (frames were missed). */
  reloadActiveChat: () => void;
  reportError: (error: string) => void;
}

/** What the visitor's room says, turned into chat state: streamed replies, stored messages, analysis, typing. */
export function createRoomHandlers(context: RoomContext): {
  onEnvelope: (envelope: SocketEnvelope) => void;
  onTyping: (event: UserTypingEvent) => void;
} {
  const { clock, dispatch, stream } = context;

  const onStreamFrame = (frame: StreamFrame) => {
    const chatId = context.activeChatId();
    if (!chatId || frame.chatId !== chatId) return;
    context.watchdog.noteFrame();
    const reply = stream.push(frame);
    if (!reply) return;
    if (reply.needsResync) {
      dispatch({ type: 'replyIdle' });
      context.reloadActiveChat();
      return;
    }
    const message: ChatMessage = {
      messageId: reply.messageId,
      chatId,
      role: 'assistant',
      content: reply.text,
      timestamp: clock.now(),
      ...(frame.usage ? { usage: frame.usage } : {}),
    };
    dispatch({ type: 'streamEnded', message });
  };

  const onStatus = (payload: ChatStatusPayload) => {
    if (payload.chatId !== context.activeChatId()) return;
    if (payload.status === 'analysis') {
      const { conversationPhase: phase, leadScore: serverLeadScore, leadStage: stage, quickReplies, identifiedNeeds } = payload;
      dispatch({
        type: 'analysis',
        chatId: payload.chatId,
        analysis: { phase, serverLeadScore, stage, quickReplies, identifiedNeeds: identifiedNeeds ?? null },
      });
      return;
    }
    if (payload.status === 'error') {
      stream.reset();
      // chat-server's own words say what went wrong (rate limit, restart, provider failure).
      dispatch({ type: 'replyFailed', timestamp: clock.now(), error: payload.error || CHAT_TEXT.sendError });
      context.reportError(payload.error);
      return;
    }
    // 'stopped': the end frame normally commits the partial reply; this covers a stop before any text.
    if (!stream.isStreaming()) dispatch({ type: 'replyIdle' });
  };

  return {
    onEnvelope: (envelope) =>
      routeEnvelope(envelope, {
        onStreamFrame,
        onStoredMessage: (message) => dispatch({ type: 'messageStored', message }),
        onStatus,
        onPacketRejected: (error) => log('ERROR', 'chat-server rejected a packet', { error }),
        onOther: (type) => log('D', `room event ${type}`),
      }),
    onTyping: (event) => {
      if (event.userId !== context.visitorId()) dispatch({ type: 'assistantTyping', isTyping: event.isTyping });
    },
  };
}
