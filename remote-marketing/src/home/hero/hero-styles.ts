// The hero's styled elements and its entrance, in CSS: the sequence runs on the static first
// screen as on the live page, timed from navigation start (./hero-clock).
import { media } from '@agency/site-kit/theme';
import styled, { keyframes } from 'styled-components';
import { DEVICES_DROP_MS, QUOTE_RISE_MS, SLOGAN_LANDED_MS, SLOGAN_SLIDE_MS } from '../../content/hero';
import { LAPTOP_SCREEN, LAPTOP_VIEWBOX } from './DeviceArt';
import { TypedCode } from './TypedCode';
import { PrimaryButton, heavyHeadingType } from '../../shared/layout';

/** Where an element rests before its entrance: hidden and offset. */
export const SLOGAN_WORD_OFFSET_PX = -64;
export const DEVICE_DROP_OFFSET_PX = -48;
/** The phone falls from a little higher than the tablet. */
export const PHONE_DROP_FACTOR = 1.4;
export const QUOTE_RISE_PX = 12;

/** Each entrance starts hidden and offset, and ends as the element is styled (fill both: hidden until its delay). */
const slideIn = keyframes`
  from { opacity: 0; transform: translateX(${SLOGAN_WORD_OFFSET_PX}px); }
`;
const riseIn = keyframes`
  from { visibility: hidden; opacity: 0; transform: translateY(${QUOTE_RISE_PX}px); }
`;
const dropIn = (factor: number) => keyframes`
  from { opacity: 0; transform: translateY(${DEVICE_DROP_OFFSET_PX * factor}px); }
`;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The shell's <main> already starts below its fixed header. */
export const HeroSection = styled.section`
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};
  background:
    radial-gradient(60% 55% at 88% 18%, rgb(8 152 214 / 0.16), transparent 70%),
    radial-gradient(40% 40% at 0% 100%, rgb(8 152 214 / 0.08), transparent 70%),
    linear-gradient(180deg, ${({ theme }) => theme.palette.surface} 0%, ${({ theme }) => theme.palette.white} 100%);
  overflow: hidden;

  ${media.below.tablet} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  }
`;

export const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.breakpoints.desktop}px;
  margin: 0 auto;

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 20px;

  ${media.below.tablet} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Who the site is for, on screen from the first paint. */
export const Eyebrow = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid rgb(8 152 214 / 0.35);
  border-radius: 999px;
  background: rgb(8 152 214 / 0.08);
  color: ${({ theme }) => theme.palette.brandText};
  font-size: ${({ theme }) => theme.type.size.caption};
  font-weight: ${({ theme }) => theme.type.weight.semibold};
  letter-spacing: 0.01em;
`;

export const Slogan = styled.h1`
  margin: 0;
  ${heavyHeadingType('display')}
`;

/** One slogan word per line (docs/product-rules.md: a three-line slogan). */
export const Word = styled.span`
  display: block;
  /* Its delay (2500 ms + 500 ms per word) is set on each word. */
  animation: ${slideIn} ${SLOGAN_SLIDE_MS}ms ease-out both;

  ${media.reducedMotion} {
    animation: none;
  }

  &:last-of-type {
    color: ${({ theme }) => theme.palette.brandText};
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 34em;
  font-size: ${({ theme }) => theme.type.size.lead};
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** Holds the quote button, which keeps its place while hidden, so nothing moves when it appears (CLS). */
export const CtaSlot = styled.div`
  min-height: 48px;
`;

/**
 * The quote button appears once the slogan has landed; until then it is hidden rather than absent,
 * holding its place, out of the tab order and the accessibility tree.
 */
export const QuoteButton = styled(PrimaryButton)`
  animation: ${riseIn} ${QUOTE_RISE_MS}ms ease-out ${SLOGAN_LANDED_MS}ms both;

  ${media.reducedMotion} {
    animation: none;
  }
`;

/** Three short assurances with check marks, under the button. */
export const Assurances = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.size.small};
  font-weight: ${({ theme }) => theme.type.weight.medium};
  color: ${({ theme }) => theme.palette.text};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  li::before {
    content: '';
    flex: none;
    width: 6px;
    height: 11px;
    margin: 0 3px 3px 2px;
    border: solid ${({ theme }) => theme.palette.brandText};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

export const Art = styled.div`
  position: relative;
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: 0 4% 6%;

  /* On one column the laptop leads, so it is on a phone's first screen too. */
  ${media.below.tablet} {
    order: -1;
    max-width: 440px;
    padding-bottom: 3%;
  }
`;

export const Laptop = styled.div`
  position: relative;
  container-type: inline-size;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const Screen = styled(TypedCode)`
  position: absolute;
  left: ${percent(LAPTOP_SCREEN.x, LAPTOP_VIEWBOX.width)};
  top: ${percent(LAPTOP_SCREEN.y, LAPTOP_VIEWBOX.height)};
  width: ${percent(LAPTOP_SCREEN.width, LAPTOP_VIEWBOX.width)};
  height: ${percent(LAPTOP_SCREEN.height, LAPTOP_VIEWBOX.height)};
  padding: 3cqw;
  font-size: 2.3cqw;
  line-height: 1.5;
  color: #e6edf3;
`;

const DeviceFrame = styled.div`
  position: absolute;
  bottom: 0;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const Tablet = styled(DeviceFrame)`
  left: 0;
  width: 24%;
  animation: ${dropIn(1)} ${DEVICES_DROP_MS}ms ease-out ${SLOGAN_LANDED_MS}ms both;

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Phone = styled(DeviceFrame)`
  right: 0;
  width: 14%;
  animation: ${dropIn(PHONE_DROP_FACTOR)} ${DEVICES_DROP_MS}ms ease-out ${SLOGAN_LANDED_MS}ms both;

  ${media.reducedMotion} {
    animation: none;
  }
`;
