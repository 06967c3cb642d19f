import type { QuickReply } from '@agency/chat-protocol';
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createChatClient, type ChatClient } from './chat-client';
import { visibleQuickReplies, type ChatState } from './chat-state';

export interface ChatSession extends Omit<ChatClient, 'getState' | 'subscribe' | 'start'> {
  state: ChatState;
  /** chat-server's lead score, from the same analysis as the phase beside it. */
  leadScore: number;
  quickReplies: QuickReply[];
  isBusy: boolean;
  /** Connected, identified, in a chat, and not busy: input and send are enabled. */
  isReady: boolean;
}

/** The chat client (chat-client.ts) for React: it starts when the conversation mounts and stops when it unmounts. */
export function useChatSession({ apiBaseUrl, onError }: { apiBaseUrl: string; onError: (error: string) => void }): ChatSession {
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });
  const client = useMemo(() => createChatClient({ apiBaseUrl, onError: (error) => onErrorRef.current(error) }), [apiBaseUrl]);
  useEffect(() => client.start(), [client]);
  const state = useSyncExternalStore(client.subscribe, client.getState);
  const isBusy = state.isLoading || state.isStreaming;

  return {
    ...client,
    state,
    leadScore: state.analysis.leadScore,
    quickReplies: visibleQuickReplies(state),
    isBusy,
    isReady: state.connection === 'connected' && state.userId !== null && state.activeChatId !== null && !isBusy,
  };
}
