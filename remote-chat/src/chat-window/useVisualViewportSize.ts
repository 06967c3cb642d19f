import { useEffect, type RefObject } from 'react';

/**
 * Keeps CSS variables with the visual viewport's height and top on the
 * element: when a mobile keyboard opens, the visual viewport shrinks and the
 * window follows it instead of hiding its input behind the keyboard.
 */
export function useVisualViewportSize(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!viewport || !element) return;
    const update = () => {
      element.style.setProperty('--chat-viewport-height', `${viewport.height}px`);
      element.style.setProperty('--chat-viewport-top', `${viewport.offsetTop}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [ref]);
}
