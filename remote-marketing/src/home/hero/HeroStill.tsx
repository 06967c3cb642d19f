// The hero's moving parts standing still: as they are before their moment
// (hidden, offset where their motion starts) or after it (in place). Rendered
// until the animation code has arrived, before each part's motion begins, and
// throughout with reduced motion, so no spring is set up before it moves.
import type { ReactNode } from 'react';
import { PrimaryButton } from '../../shared/layout';
import { PhoneArt, TabletArt } from './DeviceArt';
import { DEVICE_DROP_OFFSET_PX, PHONE_DROP_FACTOR, Phone, SLOGAN_WORD_OFFSET_PX, Tablet, Word } from './hero-styles';

export function StillWord({ word, shown }: { word: string; shown: boolean }) {
  const style = shown ? undefined : { opacity: 0, transform: `translateX(${SLOGAN_WORD_OFFSET_PX}px)` };
  return <Word style={style}>{word}</Word>;
}

export function StillDevices({ landed }: { landed: boolean }) {
  const offset = (factor: number) => (landed ? undefined : { opacity: 0, transform: `translateY(${DEVICE_DROP_OFFSET_PX * factor}px)` });
  return (
    <>
      <Tablet style={offset(1)}>
        <TabletArt />
      </Tablet>
      <Phone style={offset(PHONE_DROP_FACTOR)}>
        <PhoneArt />
      </Phone>
    </>
  );
}

export interface StillQuoteButtonProps {
  label: ReactNode;
  /** Hidden rather than absent until then, so it holds its exact place. */
  shown: boolean;
  onClick: () => void;
}

export function StillQuoteButton({ label, shown, onClick }: StillQuoteButtonProps) {
  return (
    <PrimaryButton type="button" onClick={onClick} style={shown ? undefined : { visibility: 'hidden' }}>
      {label}
    </PrimaryButton>
  );
}
