import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_TIMING } from '../shared/chat-rules';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The WAI-ARIA dialog pattern for the chat window: focus moves in at once and
 * to the input after 300 ms (docs/product-rules.md §4), Tab and Shift+Tab wrap inside, Escape
 * closes (the widget then returns focus to the launcher).
 */
export function useDialogKeyboard(
  panelRef: RefObject<HTMLElement | null>,
  inputRef: RefObject<HTMLTextAreaElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    panelRef.current?.focus();
    const timer = setTimeout(() => {
      // A visitor who has already moved to a control of the window (e.g. a booking field) keeps it.
      const active = document.activeElement;
      const panel = panelRef.current;
      if (active && active !== panel && panel?.contains(active)) return;
      inputRef.current?.focus();
    }, CHAT_TIMING.inputFocusDelayMs);
    return () => clearTimeout(timer);
  }, [panelRef, inputRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [panelRef, onClose],
  );
}
