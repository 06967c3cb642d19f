import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `marginPx` of the viewport, and
 * stays true. Without IntersectionObserver (old browsers) everything counts
 * as in view, so images still load.
 */
export function useInView(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setInView(true);
        observer.disconnect();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, inView]);

  return inView;
}
