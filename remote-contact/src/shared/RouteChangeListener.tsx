import { useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router';

/**
 * Calls `onChange` after every navigation of the shell's router (not on the
 * first render). Renders nothing; on the standalone dev page, which has no
 * router, it does nothing.
 */
export function RouteChangeListener({ onChange }: { onChange: () => void }) {
  return useInRouterContext() ? <LocationKeyWatch onChange={onChange} /> : null;
}

function LocationKeyWatch({ onChange }: { onChange: () => void }) {
  const { key } = useLocation();
  const previousKey = useRef(key);

  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    onChange();
  }, [key, onChange]);

  return null;
}
