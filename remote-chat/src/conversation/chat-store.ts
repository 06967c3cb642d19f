import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';

export interface ChatStore {
  getState: () => ChatState;
  dispatch: (action: ChatAction) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** The chat state behind the reducer, observable without React. */
export function createChatStore(): ChatStore {
  let state = initialChatState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (action) => {
      const next = chatReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
