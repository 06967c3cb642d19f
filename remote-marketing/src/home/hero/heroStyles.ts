// The hero's styled elements, free of react-spring so that the first paint
// does not wait for it; HeroMotion animates the same elements.
import { media } from '@agency/tooling/theme';
import styled from 'styled-components';
import { LAPTOP_SCREEN, LAPTOP_VIEWBOX } from './DeviceArt';
import { TypedCode } from './TypedCode';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export const HeroSection = styled.section`
  padding: calc(${({ theme }) => theme.headerHeight.desktop}px + 40px) 24px 72px;
  background: linear-gradient(180deg, ${({ theme }) => theme.palette.surface} 0%, ${({ theme }) => theme.palette.white} 100%);
  overflow: hidden;

  ${media.below.tablet} {
    padding: calc(${({ theme }) => theme.headerHeight.mobile}px + 24px) 16px 48px;
  }
`;

export const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  align-items: center;
  gap: 48px;
  max-width: 1200px;
  margin: 0 auto;

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: 32px;
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const Slogan = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 1.6rem + 3.6vw, 4.5rem);
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.palette.text};
`;

/** One slogan word per line (SPEC: a three-line slogan). */
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
  font-size: clamp(1.125rem, 1rem + 0.5vw, 1.3125rem);
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** Reserves the button's height so nothing moves when it appears (CLS). */
export const CtaSlot = styled.div`
  min-height: 48px;
`;

export const Art = styled.div`
  position: relative;
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: 0 4% 6%;
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
