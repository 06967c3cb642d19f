import { useCallback, useState } from 'react';

/** Side the entering slide comes in from: forward moves come from the right. */
export type EnterFrom = 'left' | 'right';

export interface SliderState {
  index: number;
  enterFrom: EnterFrom;
}

export const INITIAL_SLIDER_STATE: SliderState = { index: 0, enterFrom: 'right' };

/** docs/product-rules.md §4: the index never wraps; the direction follows the index change. */
export function slideTo(state: SliderState, target: number, count: number): SliderState {
  if (!Number.isInteger(target) || target < 0 || target >= count || target === state.index) return state;
  return { index: target, enterFrom: target > state.index ? 'right' : 'left' };
}

export interface Slider extends SliderState {
  count: number;
  isFirst: boolean;
  isLast: boolean;
  goTo: (target: number) => void;
  next: () => void;
  previous: () => void;
}

export function useSlider(count: number): Slider {
  const [state, setState] = useState<SliderState>(INITIAL_SLIDER_STATE);
  const goTo = useCallback((target: number) => setState((current) => slideTo(current, target, count)), [count]);
  const next = useCallback(() => setState((current) => slideTo(current, current.index + 1, count)), [count]);
  const previous = useCallback(() => setState((current) => slideTo(current, current.index - 1, count)), [count]);
  return {
    ...state,
    count,
    isFirst: state.index === 0,
    isLast: state.index === count - 1,
    goTo,
    next,
    previous,
  };
}
