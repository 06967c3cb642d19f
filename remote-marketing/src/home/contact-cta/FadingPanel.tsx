// The call to action's react-spring fade, loaded lazily with the animation.
import { animated, useSpring } from '@react-spring/web';
import type { ReactNode } from 'react';
import { CTA_FADE_MS, CTA_RISE_PX, Panel } from './ctaStyles';

const AnimatedPanel = animated(Panel);

export interface FadingPanelProps {
  shown: boolean;
  reducedMotion: boolean;
  children: ReactNode;
}

/** Rises into place and fades in when `shown` turns true. */
export default function FadingPanel({ shown, reducedMotion, children }: FadingPanelProps) {
  const style = useSpring({
    opacity: shown ? 1 : 0,
    y: shown ? 0 : CTA_RISE_PX,
    immediate: reducedMotion,
    config: { duration: CTA_FADE_MS },
  });
  return (
    <AnimatedPanel style={{ opacity: style.opacity, transform: style.y.to((y) => `translateY(${y}px)`) }}>
      {children}
    </AnimatedPanel>
  );
}
