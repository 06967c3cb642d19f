import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConversationDetail, ConversationSummary, InboxAlert } from '@agency/chat-protocol/inbox';
import { inInboxOrder, withConversation } from '../conversations/conversation-list';
import type { ConnectInbox, InboxConnection } from '../live/inbox-connection';
import type { TakeoverActions } from '../takeover/TakeoverPanel';

/** The live inbox for a component: the list, the opened conversation, and how the connection ended. */
export function useInbox(connect: ConnectInbox, onAlert: (alert: InboxAlert) => void) {
  const [conversations, setConversations] = useState<ConversationSummary[]>([]);
  const [detail, setDetail] = useState<ConversationDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const connection = useRef<InboxConnection | null>(null);
  // The latest handler (it knows whether the sound is muted) without reconnecting when it changes.
  const alertHandler = useRef(onAlert);
  useEffect(() => {
    alertHandler.current = onAlert;
  }, [onAlert]);

  useEffect(() => {
    const live = connect({
      onList: (list) => setConversations(inInboxOrder(list)),
      onConversation: (summary) => setConversations((list) => withConversation(list, summary)),
      onTranscript: (next) => setDetail((shown) => (shown?.summary.conversationId === next.summary.conversationId ? next : shown)),
      onEnded: setProblem,
      onAlert: (alert) => alertHandler.current(alert),
    });
    connection.current = live;
    return () => live.disconnect();
  }, [connect]);

  const open = (conversationId: string) => {
    const live = connection.current;
    if (!live) return;
    if (detail && detail.summary.conversationId !== conversationId) live.close(detail.summary.conversationId);
    live.open(conversationId).then(
      (opened) => {
        setProblem(null);
        setDetail(opened);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : 'The conversation could not be opened.'),
    );
  };

  // One set per shown conversation: the composer's typing signal lives as long as its functions.
  const shownId = detail?.summary.conversationId ?? null;
  const takeover = useMemo((): TakeoverActions | null => {
    if (shownId === null) return null;
    const live = () => {
      if (!connection.current) throw new Error('The inbox is not connected.');
      return connection.current;
    };
    // The answer shows only if the person is still looking at that conversation.
    const show = (next: ConversationDetail) =>
      setDetail((shown) => (shown?.summary.conversationId === next.summary.conversationId ? next : shown));
    return {
      takeOver: async () => show(await live().takeOver(shownId)),
      handBack: async () => show(await live().handBack(shownId)),
      send: (content) => live().sendMessage(shownId, content),
      setTyping: (typing) => connection.current?.setTyping(shownId, typing),
    };
  }, [shownId]);

  return { conversations, detail, problem, open, takeover };
}
