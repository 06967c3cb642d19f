import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element first scrolls into view, and then for
 * good: first-appearance animations run once.
 */
export function useFirstAppearance(ref: RefObject<Element | null>, threshold = 0.2): boolean {
  const [appeared, setAppeared] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (appeared || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setAppeared(true);
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [appeared, ref, threshold]);

  return appeared;
}
