import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { throttle } from '../shared/throttle';

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * SPEC §4: new content scrolls the log to the bottom when the reader is within
 * 150 px of it or there are 2 or fewer messages; otherwise a 'jump to latest'
 * control is offered. The scroll handler runs at most every 100 ms.
 */
export function useAutoScroll(logRef: RefObject<HTMLElement | null>, messageCount: number, contentKey: unknown) {
  const [isNearBottom, setIsNearBottom] = useState(true);
  const nearBottomRef = useRef(true);

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const element = logRef.current;
        if (!element) return;
        const near = distanceFromBottom(element) <= CHAT_LIMITS.autoScrollNearPx;
        nearBottomRef.current = near;
        setIsNearBottom(near);
      }, CHAT_TIMING.scrollThrottleMs),
    [logRef],
  );

  useEffect(() => () => onScroll.cancel(), [onScroll]);

  useLayoutEffect(() => {
    const element = logRef.current;
    if (!element) return;
    if (nearBottomRef.current || messageCount <= CHAT_LIMITS.autoScrollMaxMessages) {
      element.scrollTop = element.scrollHeight;
    }
  }, [logRef, messageCount, contentKey]);

  const jumpToLatest = () => {
    const element = logRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    nearBottomRef.current = true;
    setIsNearBottom(true);
  };

  return { onScroll: onScroll.run, showJumpToLatest: !isNearBottom, jumpToLatest };
}
