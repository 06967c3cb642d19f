// The call to action's react-spring fade, loaded lazily. It renders nothing:
// it moves the panel that ContactCallToAction already shows, so the panel and
// its button are never swapped out when this code arrives. Its spring is
// created when the panel is scrolled to, not in the commit that shows the page.
import { useSpring } from '@react-spring/web';
import { CTA_FADE_MS, CTA_RISE_PX } from './cta-styles';

export interface PanelFrame {
  opacity: number;
  y: number;
}

export interface FadingPanelProps {
  shown: boolean;
  reducedMotion: boolean;
  onFrame: (frame: PanelFrame) => void;
}

/** Rises the panel into place and fades it in when `shown` turns true (until then the panel keeps its hidden style). */
export default function FadingPanel({ shown, reducedMotion, onFrame }: FadingPanelProps) {
  return shown ? <Fade reducedMotion={reducedMotion} onFrame={onFrame} /> : null;
}

function Fade({ reducedMotion, onFrame }: Omit<FadingPanelProps, 'shown'>) {
  useSpring({
    from: { opacity: 0, y: CTA_RISE_PX },
    to: { opacity: 1, y: 0 },
    immediate: reducedMotion,
    config: { duration: CTA_FADE_MS },
    onChange: ({ value }: { value: PanelFrame }) => onFrame(value),
  });
  return null;
}
