import type { ChatWidgetProps } from '@agency/site-kit/contracts';
import type { QuickReply } from '@agency/chat-protocol';
import { lazy, useEffect, useMemo, useRef } from 'react';
import { StyleSheetManager } from 'styled-components';
import { createChatAnalytics } from '../analytics';
import { useChatSession } from '../conversation';
import { log } from '../shared/log';
import { loadChatWindow } from './chunks';

/** The window runs on first open (or on a mouse hover or keyboard focus of the launcher), never in the first paint. */
const ChatWindow = lazy(loadChatWindow);

const logChatError = (error: string) => log('ERROR', 'chat reply failed', { error });

export interface ChatConversationProps extends ChatWidgetProps {
  isOpen: boolean;
  windowId: string;
  onClose: () => void;
  /** The count of assistant messages that arrived while the window was closed, for the launcher's badge. */
  onUnreadChange: (unread: number) => void;
}

/**
 * The visitor's conversation: the session and socket (it connects on mount) and the window.
 * Loaded apart from the launcher, when the visitor opens it or returns to a chat they had
 * (see ChatWidget).
 */
export default function ChatConversation({ brand, track, apiBaseUrl, isOpen, windowId, onClose, onUnreadChange }: ChatConversationProps) {
  const chat = useChatSession({ apiBaseUrl, onError: logChatError });
  const analytics = useMemo(() => createChatAnalytics(track), [track]);
  const { setWindowOpen, send, leadScore } = chat;
  const wasOpen = useRef(false);

  useEffect(() => {
    setWindowOpen(isOpen);
    if (isOpen && !wasOpen.current) analytics.windowOpened(leadScore, chat.state.analysis.phase);
    wasOpen.current = isOpen;
    // Only a change of isOpen opens or closes the window; the score and phase are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, setWindowOpen, analytics]);

  useEffect(() => onUnreadChange(chat.state.unread), [chat.state.unread, onUnreadChange]);

  const sendText = (text: string): boolean => {
    if (!send(text)) return false;
    analytics.messageSent(text.trim(), leadScore);
    return true;
  };

  const chooseQuickReply = (reply: QuickReply) => {
    if (send(reply.text)) analytics.quickReplyClicked(reply, leadScore);
  };

  // The window's styles go to a style sheet of their own. Its parts appear as the conversation goes
  // (the first message, the typing dots, the quick replies), each adding rules; added to the page's
  // sheet, every rule would restyle the whole page inside the tap that sent a message. The manager
  // stays mounted while the window is closed: mounted anew, it would add a sheet on every opening.
  return (
    <StyleSheetManager target={document.head}>
      {/* Its code loads in the widget's transition, under the widget's Suspense boundary. */}
      {isOpen && <ChatWindow brand={brand} chat={chat} id={windowId} onClose={onClose} onSend={sendText} onQuickReply={chooseQuickReply} />}
    </StyleSheetManager>
  );
}
