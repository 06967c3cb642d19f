/**
 * Whether a person from the team can join a chat now: decided once per turn
 * by the server (working hours and who is signed in to the inbox) and handed
 * to the assistant as a fact, so no provider needs to know about the inbox.
 */
import { describeOpening, type LocalMoment } from '../inbox/working-hours.js';

export type TeamAvailability =
  /** Within working hours and someone is signed in to the inbox: they are alerted and can join now. */
  | { status: 'joining' }
  /** Within working hours but nobody is signed in to the inbox. */
  | { status: 'away' }
  /** Outside working hours: the team is back at `reopens` (in `timeZone`). */
  | { status: 'offline'; reopens: LocalMoment; timeZone: string };

/** The fact in English, for a remote model's system prompt. */
export function describeAvailability(availability: TeamAvailability): string {
  switch (availability.status) {
    case 'joining':
      return 'A person from the team is online and has been alerted: tell the visitor someone will join this chat shortly.';
    case 'away':
      return 'Nobody from the team is online right now: say so honestly and ask for an e-mail address; a person replies within one business day.';
    case 'offline':
      return `The team is offline until ${describeOpening(availability.reopens, availability.timeZone, 'en', (city) => `${city} time`)}: say so honestly and ask for an e-mail address; a person replies within one business day. Never promise that someone joins now.`;
  }
}
