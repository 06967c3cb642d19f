// The hero's react-spring animations. Loaded lazily: until this chunk is in,
// Hero renders the same elements statically in the same state.
import { animated, useSpring } from '@react-spring/web';
import { DEVICES_DROP_MS, SLOGAN_SLIDE_MS } from '../../content/hero';
import { PrimaryButton } from '../../shared/layout';
import { PhoneArt, TabletArt } from './DeviceArt';
import { DEVICE_DROP_OFFSET_PX, PHONE_DROP_FACTOR, Phone, QUOTE_RISE_PX, SLOGAN_WORD_OFFSET_PX, Tablet, Word } from './heroStyles';

const AnimatedWord = animated(Word);
const AnimatedTablet = animated(Tablet);
const AnimatedPhone = animated(Phone);

/**
 * Fades in while moving `offsetPx` into place once `shown` (at once with reduced
 * motion); a duration makes it linear, without one it is a spring.
 */
function useArrival(shown: boolean, offsetPx: number, reducedMotion: boolean, durationMs?: number) {
  return useSpring({
    opacity: shown ? 1 : 0,
    offset: shown ? 0 : offsetPx,
    immediate: reducedMotion,
    ...(durationMs !== undefined && { config: { duration: durationMs } }),
  });
}

const translateX = (x: number) => `translateX(${x}px)`;
const translateY = (y: number) => `translateY(${y}px)`;

export interface SlidingWordProps {
  word: string;
  shown: boolean;
  reducedMotion: boolean;
}

/** A slogan word that slides in from the left when shown. */
export function SlidingWord({ word, shown, reducedMotion }: SlidingWordProps) {
  const { opacity, offset } = useArrival(shown, SLOGAN_WORD_OFFSET_PX, reducedMotion, SLOGAN_SLIDE_MS);
  return <AnimatedWord style={{ opacity, transform: offset.to(translateX) }}>{word}</AnimatedWord>;
}

export interface DroppingDevicesProps {
  landed: boolean;
  reducedMotion: boolean;
}

/** The tablet and phone mockups, dropping in once the slogan has landed. */
export function DroppingDevices({ landed, reducedMotion }: DroppingDevicesProps) {
  const { opacity, offset } = useArrival(landed, DEVICE_DROP_OFFSET_PX, reducedMotion, DEVICES_DROP_MS);
  return (
    <>
      <AnimatedTablet style={{ opacity, transform: offset.to(translateY) }}>
        <TabletArt />
      </AnimatedTablet>
      <AnimatedPhone style={{ opacity, transform: offset.to((y) => translateY(y * PHONE_DROP_FACTOR)) }}>
        <PhoneArt />
      </AnimatedPhone>
    </>
  );
}

export interface RisingQuoteButtonProps {
  label: string;
  /** The slogan has landed: until then the button is hidden (holding its place). */
  shown: boolean;
  reducedMotion: boolean;
  onClick: () => void;
}

/**
 * The quote button, rising into place when it appears. Mounted from the start
 * (hidden) so that its code is loaded long before it is needed.
 */
export function RisingQuoteButton({ label, shown, reducedMotion, onClick }: RisingQuoteButtonProps) {
  const { opacity, offset } = useArrival(shown, QUOTE_RISE_PX, reducedMotion);
  // Hidden rather than absent, so it holds its exact place (nothing below moves when it appears) while it
  // is out of sight, out of the tab order and out of the accessibility tree.
  return (
    <animated.div style={{ opacity, transform: offset.to(translateY), visibility: shown ? 'visible' : 'hidden' }}>
      <PrimaryButton type="button" onClick={onClick}>
        {label}
      </PrimaryButton>
    </animated.div>
  );
}
