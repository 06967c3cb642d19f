import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than its box, re-measured when the
 * element or its content resizes (window width, streamed rows). Used to make
 * a sideways-scrolling area focusable and visibly scrollable only when it
 * actually scrolls.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // 1 px of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);

  return overflows;
}
