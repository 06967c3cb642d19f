/**
 * How an alert gets a person's attention beyond the page: a short tone and a
 * browser notification. Behind an interface so the inbox works (and is
 * tested) where a browser offers neither.
 */
import type { InboxAlert } from '@agency/chat-protocol/inbox';

export type NotificationAccess = NotificationPermission | 'unsupported';

export interface AlertSignals {
  playSound(): void;
  notificationAccess(): NotificationAccess;
  /** Asks the browser; only ever called from the person's click. */
  requestNotifications(): Promise<NotificationAccess>;
  notify(alert: InboxAlert): void;
  /** The person's sound choice, kept across visits. */
  loadMuted(): boolean;
  saveMuted(muted: boolean): void;
}

const MUTED_KEY = 'sales-inbox.alert-sound-muted';

/** Two short notes made with Web Audio: no sound file to load. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}

export function browserAlertSignals(): AlertSignals {
  let audio: AudioContext | null = null;
  const supported = () => typeof window !== 'undefined' && 'Notification' in window;
  return {
    playSound() {
      if (typeof AudioContext === 'undefined') return;
      audio ??= new AudioContext();
      // A browser that has not seen a click on the page yet keeps the context suspended: the tone is then skipped.
      void audio.resume().then(
        () => chime(audio!),
        () => undefined,
      );
    },
    notificationAccess: () => (supported() ? Notification.permission : 'unsupported'),
    requestNotifications: async () => (supported() ? Notification.requestPermission() : 'unsupported'),
    notify(alert) {
      if (!supported() || Notification.permission !== 'granted') return;
      // One notification per conversation and kind: a repeat replaces the last.
      new Notification('Sales inbox', { body: alert.title, tag: `${alert.kind}:${alert.conversationId}` });
    },
    loadMuted: () => {
      try {
        return localStorage.getItem(MUTED_KEY) === 'true';
      } catch {
        return false;
      }
    },
    saveMuted: (muted) => {
      try {
        localStorage.setItem(MUTED_KEY, String(muted));
      } catch {
        // Storage blocked: the choice lasts for this visit.
      }
    },
  };
}
