// The hero's react-spring animations. Loaded lazily: until this chunk is in,
// Hero renders the same elements statically in the same state.
import { animated, useSpring } from '@react-spring/web';
import { DEVICES_DROP_MS, SLOGAN_SLIDE_MS } from '../../content/hero';
import { PrimaryButton } from '../../shared/layout';
import { PhoneArt, TabletArt } from './DeviceArt';
import {
  DEVICE_DROP_OFFSET_PX,
  PHONE_DROP_FACTOR,
  Phone,
  QUOTE_RISE_PX,
  SLOGAN_WORD_OFFSET_PX,
  Tablet,
  Word,
} from './heroStyles';

const AnimatedWord = animated(Word);
const AnimatedTablet = animated(Tablet);
const AnimatedPhone = animated(Phone);

export interface SlidingWordProps {
  word: string;
  shown: boolean;
  reducedMotion: boolean;
}

/** A slogan word that slides in from the left when shown. */
export function SlidingWord({ word, shown, reducedMotion }: SlidingWordProps) {
  const style = useSpring({
    opacity: shown ? 1 : 0,
    x: shown ? 0 : SLOGAN_WORD_OFFSET_PX,
    immediate: reducedMotion,
    config: { duration: SLOGAN_SLIDE_MS },
  });
  return (
    <AnimatedWord style={{ opacity: style.opacity, transform: style.x.to((x) => `translateX(${x}px)`) }}>
      {word}
    </AnimatedWord>
  );
}

export interface DroppingDevicesProps {
  landed: boolean;
  reducedMotion: boolean;
}

/** The tablet and phone mockups, dropping in once the slogan has landed. */
export function DroppingDevices({ landed, reducedMotion }: DroppingDevicesProps) {
  const style = useSpring({
    opacity: landed ? 1 : 0,
    y: landed ? 0 : DEVICE_DROP_OFFSET_PX,
    immediate: reducedMotion,
    config: { duration: DEVICES_DROP_MS },
  });
  return (
    <>
      <AnimatedTablet style={{ opacity: style.opacity, transform: style.y.to((y) => `translateY(${y}px)`) }}>
        <TabletArt />
      </AnimatedTablet>
      <AnimatedPhone
        style={{ opacity: style.opacity, transform: style.y.to((y) => `translateY(${y * PHONE_DROP_FACTOR}px)`) }}
      >
        <PhoneArt />
      </AnimatedPhone>
    </>
  );
}

export interface RisingQuoteButtonProps {
  label: string;
  /** The slogan has landed: until then there is no button at all. */
  shown: boolean;
  reducedMotion: boolean;
  onClick: () => void;
}

/**
 * The quote button, rising into place when it appears. Mounted from the start
 * (rendering nothing) so that its code is loaded long before it is needed.
 */
export function RisingQuoteButton({ label, shown, reducedMotion, onClick }: RisingQuoteButtonProps) {
  const style = useSpring({
    opacity: shown ? 1 : 0,
    y: shown ? 0 : QUOTE_RISE_PX,
    immediate: reducedMotion,
  });
  if (!shown) return null;
  return (
    <animated.div style={{ opacity: style.opacity, transform: style.y.to((y) => `translateY(${y}px)`) }}>
      <PrimaryButton type="button" onClick={onClick}>
        {label}
      </PrimaryButton>
    </animated.div>
  );
}
