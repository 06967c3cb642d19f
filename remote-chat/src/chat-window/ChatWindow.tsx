import type { SiteBrand } from '@agency/site-kit/contracts';
import { OPEN_DATA_CONTROLS_ACTION, type QuickReply } from '@agency/chat-protocol';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { bookingView } from '../booking';
import { BookingSection } from '../booking/BookingSection';
import type { ChatSession } from '../conversation';
import { START_PROJECT_HREF } from '../shared/chat-rules';
import { CHAT_TEXT, PHASE_LABELS } from '../shared/content';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Composer } from './Composer';
import { DataControls } from './DataControls';
import { MessageLog } from './MessageLog';
import { QuickReplies } from './QuickReplies';
import { buttonReset, Panel } from './styles';
import { useDialogKeyboard } from './useDialogKeyboard';
import { useVisualViewportSize } from './useVisualViewportSize';
import { WindowHeader } from './WindowHeader';

const Notice = styled.div`
  padding: 8px 12px;
  border-top: 1px solid ${({ theme }) => theme.palette.danger};
  color: ${({ theme }) => theme.palette.danger};
  font-size: 0.9rem;

  p {
    margin: 0 0 6px;
  }
  a {
    color: ${({ theme }) => theme.palette.brandText};
  }
`;

const NoticeButton = styled.button`
  ${buttonReset};
  padding: 2px 10px;
  border: 1px solid ${({ theme }) => theme.palette.danger};
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.danger};
`;

export interface ChatWindowProps {
  brand: SiteBrand;
  chat: ChatSession;
  id: string;
  onClose: () => void;
  /** Sends the visitor's text; false when nothing was sent. */
  onSend: (text: string) => boolean;
  onQuickReply: (reply: QuickReply) => void;
}

/** docs/product-rules.md §2 status line. */
export function statusLine(chat: ChatSession): string {
  if (chat.state.connection !== 'connected') return CHAT_TEXT.status.connecting;
  if (chat.isBusy) return CHAT_TEXT.status.thinking;
  return CHAT_TEXT.status.leadScore(chat.leadScore, PHASE_LABELS[chat.state.analysis.phase]);
}

function announcementText(chat: ChatSession, brand: SiteBrand): string {
  if (chat.state.announcement === 'responding') return CHAT_TEXT.announce.responding(brand);
  if (chat.state.announcement === 'complete') return CHAT_TEXT.announce.complete;
  return '';
}

/** The chat window (docs/product-rules.md §2), a dialog. Loaded on demand the first time the launcher opens it. */
export default function ChatWindow({ brand, chat, id, onClose, onSend, onQuickReply }: ChatWindowProps) {
  const titleId = useId();
  const dataControlsId = useId();
  const [isDataOpen, setDataOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const onKeyDown = useDialogKeyboard(panelRef, inputRef, onClose);
  useVisualViewportSize(panelRef);
  const { state } = chat;
  const isConnected = state.connection === 'connected';
  const isOffline = state.connection === 'disconnected';
  const noticeId = useId();
  const showTyping = state.personTyping !== null || (!state.isStreaming && (state.isLoading || state.assistantTyping));
  // "Delete what I wrote" is an action, not a message: Vera offers the data controls, where the erase is confirmed.
  const chooseQuickReply = (reply: QuickReply) => (reply.action === OPEN_DATA_CONTROLS_ACTION ? setDataOpen(true) : onQuickReply(reply));

  return (
    // The dialog's own key handling implements Escape and the Tab wrap of the modal pattern.
    <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <WindowHeader
        brand={brand}
        titleId={titleId}
        statusLine={statusLine(chat)}
        isDataOpen={isDataOpen}
        dataControlsId={dataControlsId}
        onToggleData={() => setDataOpen((open) => !open)}
        onNewChat={chat.newChat}
        onClose={onClose}
      />
      {isDataOpen && (
        <DataControls brand={brand} id={dataControlsId} onDownload={chat.downloadConversations} onDelete={chat.deleteMyData} />
      )}
      <MessageLog brand={brand} state={state} showTyping={showTyping} />
      <BookingSection
        view={bookingView({ booking: state.booking, offer: state.analysis.bookingOffer })}
        onBook={chat.book}
        onDownloadInvite={chat.downloadInvite}
      />
      {chat.isReady && <QuickReplies replies={chat.quickReplies} onChoose={chooseQuickReply} />}
      {isOffline && (
        <Notice id={noticeId} role="alert">
          <p>
            {CHAT_TEXT.offline.title(brand)} {CHAT_TEXT.offline.reason(state.connectionError ?? CHAT_TEXT.connectionFailed)}
          </p>
          <p>
            {/* The section lives on the page under the window: the window closes so the visitor sees it. */}
            <a href={START_PROJECT_HREF} onClick={onClose}>
              {CHAT_TEXT.offline.startProject}
            </a>{' '}
            <a href={`mailto:${brand.contactEmail}`}>{CHAT_TEXT.offline.email(brand)}</a>
          </p>
          <NoticeButton type="button" onClick={chat.retry}>
            {CHAT_TEXT.buttons.retry}
          </NoticeButton>
        </Notice>
      )}
      {!isOffline && state.connectionError && <Notice>{CHAT_TEXT.connectionTrouble(state.connectionError)}</Notice>}
      <VisuallyHidden role="status">{announcementText(chat, brand)}</VisuallyHidden>
      <Composer
        inputRef={inputRef}
        isConnected={isConnected}
        isOffline={isOffline}
        offlineNoticeId={isOffline ? noticeId : undefined}
        isBusy={chat.isBusy}
        isStreaming={state.isStreaming}
        isReady={chat.isReady}
        onSend={onSend}
        onStop={chat.stop}
        onTyping={chat.setTyping}
      />
    </Panel>
  );
}
