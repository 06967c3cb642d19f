// The hero's styled elements, free of react-spring so that the first paint
// does not wait for it; HeroMotion animates the same elements.
import { media } from '@agency/tooling/theme';
import styled from 'styled-components';
import { LAPTOP_SCREEN, LAPTOP_VIEWBOX } from './DeviceArt';
import { TypedCode } from './TypedCode';
import { heavyHeadingType } from '../../shared/layout';

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
  will-change: transform, opacity;

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
`;

export const Phone = styled(DeviceFrame)`
  right: 0;
  width: 14%;
`;

/** Where an element rests before its entrance: hidden and offset. */
export const SLOGAN_WORD_OFFSET_PX = -64;
export const DEVICE_DROP_OFFSET_PX = -48;
/** The phone falls from a little higher than the tablet. */
export const PHONE_DROP_FACTOR = 1.4;
export const QUOTE_RISE_PX = 12;
