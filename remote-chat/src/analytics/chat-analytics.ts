import type { QuickReply } from '@agency/chat-protocol';
import type { Track, TrackFields } from '@agency/site-kit/contracts';
import { CHAT_LIMITS } from '../shared/chat-rules';
import { log } from '../shared/log';

/** docs/product-rules.md §7 tracked chat events. */
export const CHAT_EVENTS_TRACKED = {
  windowOpened: 'chat_window_opened',
  messageSent: 'user_message_sent',
  quickReplyClicked: 'quick_reply_clicked',
} as const;

export interface RecordedEvent {
  event: string;
  fields: TrackFields;
  at: number;
}

export interface ChatAnalytics {
  windowOpened: (leadScore: number, conversationPhase: string) => void;
  /** The content is logged (truncated), never sent to analytics: only its length is. */
  messageSent: (content: string, leadScore: number) => void;
  quickReplyClicked: (reply: QuickReply, leadScore: number) => void;
  /** The last 100 events, oldest first (docs/product-rules.md §7). */
  recentEvents: () => readonly RecordedEvent[];
}

/** Chat analytics through the shell's consent-gated `track`, keeping the last 100 events. */
export function createChatAnalytics(track: Track): ChatAnalytics {
  const events: RecordedEvent[] = [];

  const record = (event: string, fields: TrackFields, loggedContent?: string) => {
    events.push({ event, fields, at: Date.now() });
    if (events.length > CHAT_LIMITS.analyticsEventCap) events.splice(0, events.length - CHAT_LIMITS.analyticsEventCap);
    log('D', event, loggedContent === undefined ? fields : { ...fields, content: loggedContent });
    track(event, fields);
  };

  return {
    windowOpened: (leadScore, conversationPhase) => record(CHAT_EVENTS_TRACKED.windowOpened, { leadScore, conversationPhase }),
    messageSent: (content, leadScore) => record(CHAT_EVENTS_TRACKED.messageSent, { messageLength: content.length, leadScore }, content),
    quickReplyClicked: (reply, leadScore) =>
      record(CHAT_EVENTS_TRACKED.quickReplyClicked, { replyId: reply.id, replyText: reply.text, leadScore }),
    recentEvents: () => events,
  };
}
