/**
 * When the launcher pulses (docs/product-rules.md §2): when it appears, and again each time
 * the unread count goes up, a few times each (CHAT_TIMING.launcherPulses), never on and on.
 * `pulse` numbers the pulses so far; the launcher starts a new one when it changes.
 */
export interface PulseState {
  unread: number;
  pulse: number;
}

/** The state for a new unread count: the same object when nothing changed, so React can skip it. */
export function nextPulseState(state: PulseState, unread: number): PulseState {
  if (unread === state.unread) return state;
  return { unread, pulse: unread > state.unread ? state.pulse + 1 : state.pulse };
}
