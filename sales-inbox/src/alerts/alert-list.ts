import type { InboxAlert } from '@agency/chat-protocol/inbox';

/** Alerts kept on screen: the newest first. */
export const ALERTS_SHOWN = 20;

export function withAlert(alerts: readonly InboxAlert[], alert: InboxAlert): InboxAlert[] {
  return [alert, ...alerts].slice(0, ALERTS_SHOWN);
}

export function alertTime(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
