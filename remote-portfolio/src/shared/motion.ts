import { useReducedMotion } from '@react-spring/web';

/** True when the visitor asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotion() ?? false;
}
