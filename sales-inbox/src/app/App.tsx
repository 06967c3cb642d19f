import { useEffect, useState } from 'react';
import type { StaffSession } from '@agency/chat-protocol/inbox';
import { type AlertSignals, browserAlertSignals } from '../alerts/alert-signals';
import type { InboxApi } from '../api/inbox-api';
import { InboxPage } from '../inbox/InboxPage';
import type { ConnectInbox } from '../live/inbox-connection';
import { SignInForm } from '../sign-in/SignInForm';

export interface AppProps {
  api: InboxApi;
  connect: ConnectInbox;
  /** The alert tone and browser notifications (the browser's own by default). */
  signals?: AlertSignals;
}

type SessionState = { kind: 'checking' } | { kind: 'signed-out'; notice?: string } | { kind: 'signed-in'; session: StaffSession };

export function App({ api, connect, signals: given }: AppProps) {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [signals] = useState(() => given ?? browserAlertSignals());

  useEffect(() => {
    api.currentSession().then(
      (session) => setState(session ? { kind: 'signed-in', session } : { kind: 'signed-out' }),
      () => setState({ kind: 'signed-out', notice: 'The inbox could not be reached. Try again shortly.' }),
    );
  }, [api]);

  const signOut = (end: () => Promise<void>) => () =>
    void end().then(
      () => setState({ kind: 'signed-out', notice: 'You are signed out.' }),
      () => setState({ kind: 'signed-out', notice: 'Signing out failed; close the browser to end the session.' }),
    );

  if (state.kind === 'checking') return <p role="status">Checking your session…</p>;
  if (state.kind === 'signed-out') {
    return (
      <>
        {state.notice && <p role="status">{state.notice}</p>}
        <SignInForm onSignIn={async (email, password) => setState({ kind: 'signed-in', session: await api.signIn(email, password) })} />
      </>
    );
  }
  return (
    <InboxPage
      session={state.session}
      api={api}
      connect={connect}
      signals={signals}
      onSignOut={signOut(() => api.signOut())}
      onSignOutEverywhere={signOut(() => api.signOutEverywhere())}
    />
  );
}
