import { readStored } from '@agency/tooling/browser/storage';
import type { ChatWidgetProps } from '@agency/tooling/contracts';
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CHAT_TIMING, STORAGE_KEYS } from '../shared/chat-rules';
import { Launcher } from './Launcher';
import { afterLoadWhenIdle } from './when-idle';

const loadConversation = () => import(/* webpackChunkName: "chat-conversation" */ './ChatConversation');
const ChatConversation = lazy(loadConversation);
// Code only, no request to chat-server. A failed prefetch is harmless: opening the window fetches the chunk again.
const prefetchWindow = () =>
  void loadConversation()
    .then((module) => module.loadChatWindow())
    .catch(() => undefined);

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
    return afterLoadWhenIdle(() => setConversationWanted(true), CHAT_TIMING.conversationIdleTimeoutMs);
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

  return (
    <>
      {isLauncherShown && (
        <Launcher
          brand={props.brand}
          isOpen={isOpen}
          isWindowShown={isWindowShown}
          unread={unread}
          windowId={windowId}
          buttonRef={launcherRef}
          onToggle={toggle}
          onIntent={prefetchWindow}
        />
      )}
      {isConversationWanted && (
        <Suspense fallback={null}>
          <ChatConversation {...props} isOpen={isWindowShown} windowId={windowId} onClose={close} onUnreadChange={setUnread} />
        </Suspense>
      )}
    </>
  );
}
