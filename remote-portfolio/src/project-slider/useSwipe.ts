import { useRef, type PointerEvent } from 'react';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Horizontal swipe or mouse drag: calls `onSwipeLeft` (finger moved left,
 * show the next slide) or `onSwipeRight` when the pointer travelled more than
 * `thresholdPx` horizontally, and more horizontally than vertically so a
 * vertical page scroll never changes the slide.
 */
export function useSwipe(thresholdPx: number, onSwipeLeft: () => void, onSwipeRight: () => void): SwipeHandlers {
  const start = useRef<SwipeStart | null>(null);

  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      // Keep receiving the pointer when a mouse drag leaves the slide.
      if (typeof event.currentTarget.setPointerCapture === 'function') {
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // The pointer is already gone; the swipe simply will not count.
        }
      }
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) <= thresholdPx || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
