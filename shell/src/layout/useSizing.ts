import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { debounce } from 'throttle-debounce';
import { BREAKPOINTS, siteTheme } from '@agency/site-kit/theme';
import { sizingAtom } from '../ui-state/atoms';
import { afterNextLayout } from './after-layout';

/** docs/product-rules.md §9: the resize/scroll layout update is debounced 10 ms. */
export const SIZING_DEBOUNCE_MS = 10;

export function headerHeightFor(screenWidth: number): number {
  return screenWidth < BREAKPOINTS.mobile ? siteTheme.headerHeight.mobile : siteTheme.headerHeight.desktop;
}

/** Keeps the sizing state (docs/product-rules.md §3) in step with the window. */
export function useSizing(): void {
  const setSizing = useSetAtom(sizingAtom);

  useEffect(() => {
    const measure = () =>
      setSizing({
        screenWidth: window.innerWidth,
        screenHeight: window.innerHeight,
        windowScrollY: window.scrollY,
        headerHeight: headerHeightFor(window.innerWidth),
      });
    const update = debounce(SIZING_DEBOUNCE_MS, measure);
    // The first measurement waits for the browser's own layout of the new page (see afterNextLayout).
    const cancelFirstMeasure = afterNextLayout(measure);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelFirstMeasure();
      update.cancel();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [setSizing]);
}
