import type { ChatWidgetProps } from '@agency/tooling/contracts';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CHAT_TIMING } from '../shared/chat-rules';
import { Launcher } from './Launcher';
import { afterLoadWhenIdle } from './when-idle';

const loadConversation = () => import(/* webpackChunkName: "chat-conversation" */ './ChatConversation');
const ChatConversation = lazy(loadConversation);
// A failed prefetch is harmless: opening the window fetches the chunk again.
const prefetchWindow = () =>
  void loadConversation()
    .then((module) => module.loadChatWindow())
    .catch(() => undefined);

/**
 * Floating chat launcher and window (docs/product-rules.md §2 Chat launcher and window). What
 * loads with the page is only the launcher; the conversation (session, socket,
 * window) loads when the visitor reaches for the launcher (pointer, focus, a
 * click or key) or once the loaded page is idle, so it never competes with the
 * page for the main thread.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const [isLauncherShown, setLauncherShown] = useState(false);
  const [isConversationWanted, setConversationWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setLauncherShown(true), CHAT_TIMING.launcherDelayMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (isConversationWanted) return;
    return afterLoadWhenIdle(() => setConversationWanted(true), CHAT_TIMING.conversationIdleTimeoutMs);
  }, [isConversationWanted]);

  const reachFor = () => {
    setConversationWanted(true);
    prefetchWindow();
  };

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  const toggle = () => {
    if (isOpen) {
      close();
      return;
    }
    setConversationWanted(true);
    setOpen(true);
  };

  return (
    <>
      {isLauncherShown && (
        <Launcher
          brand={props.brand}
          isOpen={isOpen}
          unread={unread}
          windowId={windowId}
          buttonRef={launcherRef}
          onToggle={toggle}
          onIntent={reachFor}
        />
      )}
      {isConversationWanted && (
        <Suspense fallback={null}>
          <ChatConversation {...props} isOpen={isOpen} windowId={windowId} onClose={close} onUnreadChange={setUnread} />
        </Suspense>
      )}
    </>
  );
}
