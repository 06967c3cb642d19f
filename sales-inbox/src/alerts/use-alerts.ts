import { useCallback, useState } from 'react';
import type { InboxAlert } from '@agency/chat-protocol/inbox';
import type { AlertSignals, NotificationAccess } from './alert-signals';
import { withAlert } from './alert-list';

/** The alerts shown, and the person's choices: sound on or off, browser notifications. */
export function useAlerts(signals: AlertSignals) {
  const [alerts, setAlerts] = useState<InboxAlert[]>([]);
  const [muted, setMuted] = useState(() => signals.loadMuted());
  const [access, setAccess] = useState<NotificationAccess>(() => signals.notificationAccess());

  const receive = useCallback(
    (alert: InboxAlert) => {
      setAlerts((shown) => withAlert(shown, alert));
      if (!muted) signals.playSound();
      signals.notify(alert);
    },
    [muted, signals],
  );
  const toggleMuted = () => {
    signals.saveMuted(!muted);
    setMuted(!muted);
  };
  const askForNotifications = () => void signals.requestNotifications().then(setAccess, () => setAccess(signals.notificationAccess()));
  const dismiss = (alert: InboxAlert) => setAlerts((shown) => shown.filter((each) => each !== alert));

  return { alerts, muted, access, receive, toggleMuted, askForNotifications, dismiss };
}
