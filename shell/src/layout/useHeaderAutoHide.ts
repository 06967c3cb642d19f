import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { throttle } from 'throttle-debounce';
import { headerStateAtom } from '../ui-state/atoms';

/** docs/product-rules.md §9: the scroll handler is throttled to 100 ms. */
export const SCROLL_THROTTLE_MS = 100;

/** Hides the header while the visitor scrolls down, shows it when they scroll up or reach the top. */
export function useHeaderAutoHide(headerHeight: number): void {
  const setHeaderVisible = useSetAtom(headerStateAtom);

  useEffect(() => {
    let lastScrollY = window.scrollY;
    const onScroll = throttle(SCROLL_THROTTLE_MS, () => {
      const scrollY = window.scrollY;
      const scrollingDown = scrollY > lastScrollY;
      setHeaderVisible(!scrollingDown || scrollY <= headerHeight);
      lastScrollY = scrollY;
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [headerHeight, setHeaderVisible]);
}
