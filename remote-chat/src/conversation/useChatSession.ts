import type { QuickReply } from '@agency/chat-protocol';
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { socketTransport } from '../connection';
import type { ExportFormat } from '../privacy';
import { chatServerApi } from './chat-server-api';
import { createChatSessionController } from './chat-session-controller';
import { visibleQuickReplies, type ChatState } from './chat-state';
import { leadScoreReadingB } from './lead-score';

export interface ChatSessionOptions {
  /** chat-server base URL; '' means the site origin. */
  apiBaseUrl: string;
  /** Called when a message cannot be sent or the reply fails (docs/product-rules.md, errors). */
  onError: (error: string) => void;
}

export interface ChatSession {
  state: ChatState;
  /** Lead score reading B (docs/product-rules.md, lead score), from the visible messages. */
  leadScore: number;
  quickReplies: QuickReply[];
  isBusy: boolean;
  /** Connected, identified, in a chat, and not busy: input and send are enabled. */
  isReady: boolean;
  /** Sends the text; false when nothing was sent. */
  send: (text: string) => boolean;
  stop: () => void;
  newChat: () => void;
  reconnect: () => void;
  setTyping: (isTyping: boolean) => void;
  setWindowOpen: (open: boolean) => void;
  /** Downloads the visitor's conversations from chat-server; false when that failed. */
  downloadConversations: (format: ExportFormat) => Promise<boolean>;
  /** Deletes everything chat-server keeps about the visitor, then starts a fresh anonymous session. */
  deleteMyData: () => Promise<boolean>;
}

/** The conversation controller (chat-session-controller.ts) for React: connects on mount. */
export function useChatSession({ apiBaseUrl, onError }: ChatSessionOptions): ChatSession {
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });
  const controller = useMemo(
    () =>
      createChatSessionController({
        api: chatServerApi(apiBaseUrl),
        openTransport: socketTransport(apiBaseUrl),
        onError: (error) => onErrorRef.current(error),
      }),
    [apiBaseUrl],
  );
  useEffect(() => controller.start(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  const leadScore = useMemo(
    () => leadScoreReadingB(state.messages, state.analysis.identifiedNeeds?.length),
    [state.messages, state.analysis.identifiedNeeds],
  );
  const isBusy = state.isLoading || state.isStreaming;
  const isReady = state.connection === 'connected' && state.userId !== null && state.activeChatId !== null && !isBusy;

  return {
    state,
    leadScore,
    quickReplies: visibleQuickReplies(state),
    isBusy,
    isReady,
    send: controller.send,
    stop: controller.stop,
    newChat: controller.newChat,
    reconnect: controller.reconnect,
    setTyping: controller.setTyping,
    setWindowOpen: controller.setWindowOpen,
    downloadConversations: controller.downloadConversations,
    deleteMyData: controller.deleteMyData,
  };
}
