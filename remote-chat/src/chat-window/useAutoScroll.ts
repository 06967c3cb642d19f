import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { CHAT_TIMING } from '../shared/chat-rules';
import { throttle } from '../shared/throttle';
import { isNearBottom, shouldFollowNewContent } from './auto-scroll';

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * docs/product-rules.md §4 auto-scroll of the message log. The reader's distance from the
 * bottom is taken from their own scrolling (the handler runs at most every
 * 100 ms), before new content lengthens the log. Only a change of
 * `contentKey` (see logContentKey) can move them: re-renders for anything
 * else never undo their scrolling. When they are not followed, 'Jump to
 * latest' is offered.
 */
export function useAutoScroll(logRef: RefObject<HTMLElement | null>, messageCount: number, contentKey: string) {
  const [isReaderNearBottom, setReaderNearBottom] = useState(true);
  const distanceRef = useRef(0);

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const element = logRef.current;
        if (!element) return;
        distanceRef.current = distanceFromBottom(element);
        setReaderNearBottom(isNearBottom(distanceRef.current));
      }, CHAT_TIMING.scrollThrottleMs),
    [logRef],
  );

  useEffect(() => () => onScroll.cancel(), [onScroll]);

  useLayoutEffect(() => {
    const element = logRef.current;
    if (!element) return;
    if (!shouldFollowNewContent({ distanceFromBottomPx: distanceRef.current, messageCount })) return;
    element.scrollTop = element.scrollHeight;
    distanceRef.current = 0;
    setReaderNearBottom(true);
    // messageCount changes only together with contentKey.
  }, [logRef, contentKey, messageCount]);

  // A reader at the bottom stays there when the log's box shrinks (quick replies appear, the keyboard opens).
  useEffect(() => {
    const element = logRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isNearBottom(distanceRef.current)) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [logRef]);

  const jumpToLatest = () => {
    const element = logRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    distanceRef.current = 0;
    setReaderNearBottom(true);
  };

  return { onScroll: onScroll.run, showJumpToLatest: !isReaderNearBottom, jumpToLatest };
}
