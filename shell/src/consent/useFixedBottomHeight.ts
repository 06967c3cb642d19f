import { FIXED_BOTTOM_HEIGHT_VAR } from '@agency/site-kit/global-style';
import { useCallback, useRef } from 'react';

/**
 * Publishes the height of an element fixed over the bottom of the page as a
 * CSS property on <html>, while it is mounted: the page keeps focused
 * elements clear of it (scroll-padding) and can scroll its end above it.
 * Returns the ref to put on the element.
 */
export function useFixedBottomHeight<T extends HTMLElement>() {
  const observer = useRef<ResizeObserver | null>(null);

  return useCallback((element: T | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.style.removeProperty(FIXED_BOTTOM_HEIGHT_VAR);
      return;
    }
    const publish = () => root.style.setProperty(FIXED_BOTTOM_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    if (typeof ResizeObserver !== 'function') {
      publish();
      return;
    }
    // The observer reports the first size after the browser's own layout; measuring here, during
    // React's commit, would force a layout of the whole new page inside that task.
    observer.current = new ResizeObserver(publish);
    observer.current.observe(element);
  }, []);
}
