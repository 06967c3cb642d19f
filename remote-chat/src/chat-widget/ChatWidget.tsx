import type { ChatWidgetProps } from '@agency/tooling/contracts';
import type { QuickReply } from 'chat-server/protocol';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createChatAnalytics } from '../analytics';
import { useChatSession } from '../conversation';
import { CHAT_TIMING } from '../shared/chat-rules';
import { log } from '../shared/log';
import { Launcher } from './Launcher';

const loadChatWindow = () => import(/* webpackChunkName: "chat-window" */ '../chat-window/ChatWindow');
/** The window is fetched on first open (or on hover/focus of the launcher), never in the first paint. */
const ChatWindow = lazy(loadChatWindow);

const logChatError = (error: string) => log('ERROR', 'chat reply failed', { error });

/** Floating chat launcher and window (SPEC §2 Chat launcher and window). */
export default function ChatWidget({ brand, track, apiBaseUrl }: ChatWidgetProps) {
  const chat = useChatSession({ apiBaseUrl, onError: logChatError });
  const analytics = useMemo(() => createChatAnalytics(track), [track]);
  const [isLauncherShown, setLauncherShown] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();
  const { setWindowOpen, send, leadScore } = chat;

  useEffect(() => {
    const timer = setTimeout(() => setLauncherShown(true), CHAT_TIMING.launcherDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const open = () => {
    setOpen(true);
    setWindowOpen(true);
    analytics.windowOpened(leadScore, chat.state.analysis.phase);
  };

  const close = useCallback(() => {
    setOpen(false);
    setWindowOpen(false);
    launcherRef.current?.focus();
  }, [setWindowOpen]);

  const sendText = (text: string): boolean => {
    if (!send(text)) return false;
    analytics.messageSent(text.trim(), leadScore);
    return true;
  };

  const chooseQuickReply = (reply: QuickReply) => {
    if (send(reply.text)) analytics.quickReplyClicked(reply, leadScore);
  };

  return (
    <>
      {isLauncherShown && (
        <Launcher
          brand={brand}
          isOpen={isOpen}
          unread={chat.state.unread}
          windowId={windowId}
          buttonRef={launcherRef}
          onToggle={isOpen ? close : open}
          // A failed prefetch is harmless: opening the window fetches the chunk again.
          onIntent={() => void loadChatWindow().catch(() => undefined)}
        />
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <ChatWindow brand={brand} chat={chat} id={windowId} onClose={close} onSend={sendText} onQuickReply={chooseQuickReply} />
        </Suspense>
      )}
    </>
  );
}
