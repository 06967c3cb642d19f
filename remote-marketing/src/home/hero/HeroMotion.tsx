// The hero's react-spring animations. Loaded lazily: until this chunk is in,
// Hero renders the same elements statically in the same state. Each part's
// spring is created when its motion begins (seconds after the page has
// rendered), not in the commit that shows the page: setting up a spring costs
// the main thread, and the parts stand still until then anyway.
import { animated, useSpring } from '@react-spring/web';
import { DEVICES_DROP_MS, SLOGAN_SLIDE_MS } from '../../content/hero';
import { PrimaryButton } from '../../shared/layout';
import { PhoneArt, TabletArt } from './DeviceArt';
import { StillDevices, StillQuoteButton, StillWord } from './HeroStill';
import { DEVICE_DROP_OFFSET_PX, PHONE_DROP_FACTOR, Phone, QUOTE_RISE_PX, SLOGAN_WORD_OFFSET_PX, Tablet, Word } from './hero-styles';

const AnimatedWord = animated(Word);
const AnimatedPrimaryButton = animated(PrimaryButton);
const AnimatedTablet = animated(Tablet);
const AnimatedPhone = animated(Phone);

/** Fades in while moving `offsetPx` into place, from the moment it mounts; a duration makes it linear, without one it is a spring. */
function useArrival(offsetPx: number, durationMs?: number) {
  return useSpring({
    from: { opacity: 0, offset: offsetPx },
    to: { opacity: 1, offset: 0 },
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
  if (!shown || reducedMotion) return <StillWord word={word} shown={shown} />;
  return <ArrivingWord word={word} />;
}

function ArrivingWord({ word }: { word: string }) {
  const { opacity, offset } = useArrival(SLOGAN_WORD_OFFSET_PX, SLOGAN_SLIDE_MS);
  return <AnimatedWord style={{ opacity, transform: offset.to(translateX) }}>{word}</AnimatedWord>;
}

export interface DroppingDevicesProps {
  landed: boolean;
  reducedMotion: boolean;
}

/** The tablet and phone mockups, dropping in once the slogan has landed. */
export function DroppingDevices({ landed, reducedMotion }: DroppingDevicesProps) {
  if (!landed || reducedMotion) return <StillDevices landed={landed} />;
  return <ArrivingDevices />;
}

function ArrivingDevices() {
  const { opacity, offset } = useArrival(DEVICE_DROP_OFFSET_PX, DEVICES_DROP_MS);
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
 * The quote button, rising into place when it appears. Until then it is the
 * still button, hidden rather than absent, so it holds its exact place
 * (nothing below moves when it appears) while it is out of sight, out of the
 * tab order and out of the accessibility tree.
 */
export function RisingQuoteButton({ label, shown, reducedMotion, onClick }: RisingQuoteButtonProps) {
  if (!shown || reducedMotion) return <StillQuoteButton label={label} shown={shown} onClick={onClick} />;
  return <ArrivingQuoteButton label={label} onClick={onClick} />;
}

function ArrivingQuoteButton({ label, onClick }: Pick<RisingQuoteButtonProps, 'label' | 'onClick'>) {
  const { opacity, offset } = useArrival(QUOTE_RISE_PX);
  return (
    <AnimatedPrimaryButton type="button" onClick={onClick} style={{ opacity, transform: offset.to(translateY) }}>
      {label}
    </AnimatedPrimaryButton>
  );
}
