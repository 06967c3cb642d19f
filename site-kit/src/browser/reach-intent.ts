import type { FocusEvent, PointerEvent } from 'react';

/**
 * Handlers that run `fetch` when the visitor reaches for a control: a mouse or pen over it, or
 * keyboard focus on it. Each comes a moment before the click, time to fetch what the click shows.
 * A finger's pointerenter and focus come in the same tap as its click; fetching then would only
 * run the fetched script before the click is handled, so a tap fetches on the click itself.
 */
export function reachIntentHandlers(fetch: () => void) {
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') fetch();
    },
    // A focus ring shows for keyboard focus, not for a tap's or a click's (`:focus-visible`).
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) fetch();
    },
  };
}
