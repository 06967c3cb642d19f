import { useEffect, useRef, useState } from 'react';
import type { StaffSession } from '@agency/chat-protocol/inbox';
import { AlertPanel } from '../alerts/AlertPanel';
import type { AlertSignals } from '../alerts/alert-signals';
import { useAlerts } from '../alerts/use-alerts';
import type { AuditApi, TeamApi } from '../api/inbox-api';
import { AuditLogPage } from '../audit/AuditLogPage';
import { ConversationView } from '../conversation/ConversationView';
import { ConversationList } from '../conversations/ConversationList';
import type { GroupFilter } from '../conversations/conversation-list';
import type { ConnectInbox } from '../live/inbox-connection';
import { TeamPage } from '../team/TeamPage';
import { InboxNav } from './InboxNav';
import { linkedConversation } from './linked-conversation';
import { type InboxSection, sectionsFor } from './sections';
import { useInbox } from './use-inbox';

export interface InboxPageProps {
  session: StaffSession;
  /** The admins' screens' calls (the team, the audit log). */
  api: TeamApi & AuditApi;
  connect: ConnectInbox;
  signals: AlertSignals;
  onSignOut(): void;
  onSignOutEverywhere(): void;
}

export function InboxPage({ session, api, connect, signals, onSignOut, onSignOutEverywhere }: InboxPageProps) {
  const alerts = useAlerts(signals);
  const { conversations, detail, problem, open, takeover } = useInbox(connect, alerts.receive);
  const [filter, setFilter] = useState<GroupFilter>('all');
  const [section, setSection] = useState<InboxSection>('conversations');
  const sections = sectionsFor(session.user.role);
  // The live connection stays up on every screen: alerts keep arriving, and Open goes back to the conversation.
  const openConversation = (conversationId: string) => {
    setSection('conversations');
    open(conversationId);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After signing in, the focus starts at the page's heading.
  useEffect(() => headingRef.current?.focus(), []);
  // An alert e-mail links to its conversation (`?conversation=<id>`): it opens once the inbox is connected.
  const linked = useRef(linkedConversation(window.location.search));
  useEffect(() => {
    if (linked.current) open(linked.current);
    linked.current = null;
  }, [open]);

  return (
    <>
      <header className="inbox-header">
        <h1 tabIndex={-1} ref={headingRef}>
          Sales inbox
        </h1>
        <p>
          Signed in as {session.user.displayName} ({session.user.role})
        </p>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
        <button type="button" onClick={onSignOutEverywhere}>
          Sign out everywhere
        </button>
      </header>
      <InboxNav sections={sections} current={section} onSelect={setSection} />
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <AlertPanel
        alerts={alerts.alerts}
        muted={alerts.muted}
        access={alerts.access}
        onToggleMuted={alerts.toggleMuted}
        onAskForNotifications={alerts.askForNotifications}
        onOpen={openConversation}
        onDismiss={alerts.dismiss}
      />
      {section === 'team' && sections.includes('team') ? (
        <main className="admin">
          <TeamPage api={api} staffId={session.user.staffId} />
        </main>
      ) : section === 'audit' && sections.includes('audit') ? (
        <main className="admin">
          <AuditLogPage api={api} />
        </main>
      ) : (
        <main className="inbox">
          <ConversationList
            conversations={conversations}
            filter={filter}
            onFilter={setFilter}
            selectedId={detail?.summary.conversationId ?? null}
            onSelect={open}
          />
          {detail && takeover ? (
            <ConversationView detail={detail} staffId={session.user.staffId} takeover={takeover} />
          ) : (
            <p className="empty">Choose a conversation to read it.</p>
          )}
        </main>
      )}
    </>
  );
}
