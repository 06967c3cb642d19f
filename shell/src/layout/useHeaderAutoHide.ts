import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { throttle } from 'throttle-debounce';
import { headerStateAtom } from '../ui-state/atoms';
import { afterNextLayout } from './after-layout';

/** docs/product-rules.md §9: the scroll handler is throttled to 100 ms. */
export const SCROLL_THROTTLE_MS = 100;

/** Hides the header while the visitor scrolls down, shows it when they scroll up or reach the top. */
export function useHeaderAutoHide(headerHeight: number): void {
  const setHeaderVisible = useSetAtom(headerStateAtom);

  // Kept across the effect's runs: the header's height is measured after the first render.
  const lastScrollY = useRef<number | undefined>(undefined);

  useEffect(() => {
    // Where the page starts: read after the next layout, not here (see afterNextLayout). A scroll
    // before then comes from the top, where every page opens.
    const cancelFirstRead = afterNextLayout(() => {
      lastScrollY.current ??= window.scrollY;
    });
    const onScroll = throttle(SCROLL_THROTTLE_MS, () => {
      const scrollY = window.scrollY;
      const scrollingDown = scrollY > (lastScrollY.current ?? 0);
      setHeaderVisible(!scrollingDown || scrollY <= headerHeight);
      lastScrollY.current = scrollY;
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelFirstRead();
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [headerHeight, setHeaderVisible]);
}
