import { readStored } from '@agency/site-kit/browser/storage';
import type { ChatWidgetProps } from '@agency/site-kit/contracts';
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CHAT_TIMING, STORAGE_KEYS } from '../shared/chat-rules';
import { loadConversation } from './chunks';
import { Launcher } from './Launcher';
import { afterLoadWhenIdle } from './when-idle';

const ChatConversation = lazy(loadConversation);
// Code only, no request to chat-server. A failed load is harmless: opening the window loads it again.
const loadChatCode = () => void loadConversation().catch(() => undefined);

/** A chat the visitor had on this device: theirs comes back by itself (unread replies included). */
const hasStoredChat = () => readStored(STORAGE_KEYS.activeChatId) !== null;

/**
 * Floating chat launcher and window (docs/product-rules.md §2 Chat launcher and window). What
 * loads with the page is only the launcher. The conversation (session, cookie, chat list,
 * socket) exists only once the visitor opens the window, or, for a visitor returning to a
 * chat they had, once the loaded page is idle; reaching for the launcher only fetches code.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const [isLauncherShown, setLauncherShown] = useState(false);
  const [isConversationWanted, setConversationWanted] = useState(false);
  // The visitor's choice shows on the launcher at once; the window follows in a transition.
  const [isOpen, setOpen] = useState(false);
  const [isWindowShown, setWindowShown] = useState(false);
  const [unread, setUnread] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setLauncherShown(true), CHAT_TIMING.launcherDelayMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (isConversationWanted || !hasStoredChat()) return;
    // A transition, as every update that loads the conversation's code (see the Suspense below).
    return afterLoadWhenIdle(() => startTransition(() => setConversationWanted(true)), CHAT_TIMING.conversationIdleTimeoutMs);
  }, [isConversationWanted]);

  const close = useCallback(() => {
    setOpen(false);
    setWindowShown(false);
    launcherRef.current?.focus();
  }, []);

  const toggle = () => {
    if (isOpen) {
      close();
      return;
    }
    // The launcher turns into its close button in the tap's own paint; the window and its
    // conversation render in a transition, in slices, instead of one long task after the tap.
    setOpen(true);
    startTransition(() => {
      setConversationWanted(true);
      setWindowShown(true);
    });
  };

  // One boundary, around the launcher too, and no other above the window: the conversation's and the
  // window's code load in a transition, in which React keeps the launcher shown and commits the window
  // once its code is there. A boundary of their own would first show its fallback, and React reveals
  // a fallback's content no sooner than 300 ms after it (Suspense's reveal throttling).
  return (
    <Suspense fallback={null}>
      {isLauncherShown && (
        <Launcher
          brand={props.brand}
          isOpen={isOpen}
          isWindowShown={isWindowShown}
          unread={unread}
          windowId={windowId}
          buttonRef={launcherRef}
          onToggle={toggle}
          onIntent={loadChatCode}
        />
      )}
      {isConversationWanted && (
        <ChatConversation {...props} isOpen={isWindowShown} windowId={windowId} onClose={close} onUnreadChange={setUnread} />
      )}
    </Suspense>
  );
}
