// The call to action's react-spring fade, loaded lazily. It renders nothing:
// it moves the panel that ContactCallToAction already shows, so the panel and
// its button are never swapped out when this code arrives.
import { useSpring } from '@react-spring/web';
import { CTA_FADE_MS, CTA_RISE_PX } from './ctaStyles';

export interface PanelFrame {
  opacity: number;
  y: number;
}

export interface FadingPanelProps {
  shown: boolean;
  reducedMotion: boolean;
  onFrame: (frame: PanelFrame) => void;
}

/** Rises the panel into place and fades it in when `shown` turns true. */
export default function FadingPanel({ shown, reducedMotion, onFrame }: FadingPanelProps) {
  useSpring({
    opacity: shown ? 1 : 0,
    y: shown ? 0 : CTA_RISE_PX,
    immediate: reducedMotion,
    config: { duration: CTA_FADE_MS },
    onChange: ({ value }: { value: PanelFrame }) => onFrame(value),
  });
  return null;
}
