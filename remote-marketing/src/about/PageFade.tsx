// The About page's react-spring fade, loaded lazily: it drives the page
// wrapper's opacity through `onOpacity`, so the page content never re-mounts
// when the animation code arrives.
import { useSpring } from '@react-spring/web';
import { ABOUT_FADE_IN_MS } from '../content/about';

export interface PageFadeProps {
  visible: boolean;
  reducedMotion: boolean;
  onOpacity: (opacity: number) => void;
}

export default function PageFade({ visible, reducedMotion, onOpacity }: PageFadeProps) {
  useSpring({
    opacity: visible ? 1 : 0,
    immediate: reducedMotion,
    config: { duration: ABOUT_FADE_IN_MS },
    onChange: ({ value }: { value: { opacity: number } }) => onOpacity(value.opacity),
  });
  return null;
}
