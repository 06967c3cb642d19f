import type { InboxAlert } from '@agency/chat-protocol/inbox';
import type { NotificationAccess } from './alert-signals';
import { alertTime } from './alert-list';

export interface AlertPanelProps {
  alerts: readonly InboxAlert[];
  muted: boolean;
  access: NotificationAccess;
  onToggleMuted(): void;
  onAskForNotifications(): void;
  onOpen(conversationId: string): void;
  onDismiss(alert: InboxAlert): void;
}

const ACCESS_NOTES: Partial<Record<NotificationAccess, string>> = {
  granted: 'Browser notifications are on.',
  denied: 'Browser notifications are blocked in this browser’s site settings.',
  unsupported: 'This browser does not show notifications.',
};

/** Visitors who asked for a person and leads that became qualified, announced politely as they arrive. */
export function AlertPanel({ alerts, muted, access, onToggleMuted, onAskForNotifications, onOpen, onDismiss }: AlertPanelProps) {
  return (
    <section className="alerts" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Alerts</h2>
      <div className="alert-settings">
        <button type="button" aria-pressed={muted} onClick={onToggleMuted}>
          Mute alert sound
        </button>
        {access === 'default' ? (
          <button type="button" onClick={onAskForNotifications}>
            Turn on browser notifications
          </button>
        ) : (
          <p>{ACCESS_NOTES[access]}</p>
        )}
      </div>
      <div role="log" aria-live="polite" aria-label="Alerts as they arrive">
        <ul>
          {alerts.map((alert) => (
            <li key={`${alert.kind}:${alert.conversationId}:${alert.at}`}>
              <span>
                {alert.title} <time dateTime={new Date(alert.at).toISOString()}>{alertTime(alert.at)}</time>
              </span>{' '}
              <button type="button" onClick={() => onOpen(alert.conversationId)}>
                Open
              </button>{' '}
              <button type="button" aria-label={`Dismiss: ${alert.title}`} onClick={() => onDismiss(alert)}>
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      </div>
      {alerts.length === 0 && <p className="empty">No alerts yet.</p>}
    </section>
  );
}
