import type { SiteBrand } from '@agency/tooling/contracts';
import { media } from '@agency/tooling/theme';
import { animated, useSpring } from '@react-spring/web';
import styled from 'styled-components';
import {
  DEVICES_DROP_MS,
  HERO_ART_LABEL,
  HERO_CODE,
  QUOTE_CTA_LABEL,
  SLOGAN_SLIDE_MS,
  SLOGAN_WORDS,
  heroLead,
} from '../../content/hero';
import { PrimaryButton } from '../../shared/layout';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';
import { LAPTOP_SCREEN, LAPTOP_VIEWBOX, LaptopArt, PhoneArt, TabletArt } from './DeviceArt';
import { TypedCode } from './TypedCode';
import { useHeroSequence } from './useHeroSequence';

interface HeroProps {
  brand: SiteBrand;
  onStartProject: () => void;
  /** The code typed onto the laptop; an empty prompt ends with a note (SPEC §5). */
  codePrompt?: string;
}

/**
 * SPEC §2 hero: code typed onto a laptop, then 'Quality', 'That', 'Matters'
 * slide in, then the devices drop in and the quote button appears. The lead
 * paragraph is visible from the first paint (it is the page's LCP element);
 * only the slogan and the devices wait for their moment.
 */
export function Hero({ brand, onStartProject, codePrompt = HERO_CODE }: HeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { wordsShown, sloganLanded } = useHeroSequence(reducedMotion);
  const devices = useSpring({
    opacity: sloganLanded ? 1 : 0,
    y: sloganLanded ? 0 : -48,
    immediate: reducedMotion,
    config: { duration: DEVICES_DROP_MS },
  });

  return (
    <HeroSection aria-labelledby="hero-slogan">
      <Inner>
        <Copy>
          <Slogan id="hero-slogan">
            {SLOGAN_WORDS.map((word, index) => (
              <SloganWord key={word} word={word} shown={index < wordsShown} reducedMotion={reducedMotion} />
            ))}
          </Slogan>
          <Lead>{heroLead(brand)}</Lead>
          <CtaSlot>
            {sloganLanded && <QuoteButton reducedMotion={reducedMotion} onClick={onStartProject} />}
          </CtaSlot>
        </Copy>
        <Art role="img" aria-label={HERO_ART_LABEL}>
          <Laptop>
            <LaptopArt />
            <Screen prompt={codePrompt} reducedMotion={reducedMotion} />
          </Laptop>
          <Tablet style={{ opacity: devices.opacity, transform: devices.y.to((y) => `translateY(${y}px)`) }}>
            <TabletArt />
          </Tablet>
          <Phone style={{ opacity: devices.opacity, transform: devices.y.to((y) => `translateY(${y * 1.4}px)`) }}>
            <PhoneArt />
          </Phone>
        </Art>
      </Inner>
    </HeroSection>
  );
}

function SloganWord({ word, shown, reducedMotion }: { word: string; shown: boolean; reducedMotion: boolean }) {
  const style = useSpring({
    opacity: shown ? 1 : 0,
    x: shown ? 0 : -64,
    immediate: reducedMotion,
    config: { duration: SLOGAN_SLIDE_MS },
  });
  return (
    <>
      <Word style={{ opacity: style.opacity, transform: style.x.to((x) => `translateX(${x}px)`) }}>{word}</Word>{' '}
    </>
  );
}

function QuoteButton({ reducedMotion, onClick }: { reducedMotion: boolean; onClick: () => void }) {
  // With reduced motion the button starts where it ends: no frame at opacity 0.
  const style = useSpring({
    from: reducedMotion ? { opacity: 1, y: 0 } : { opacity: 0, y: 12 },
    to: { opacity: 1, y: 0 },
  });
  return (
    <animated.div style={{ opacity: style.opacity, transform: style.y.to((y) => `translateY(${y}px)`) }}>
      <PrimaryButton type="button" onClick={onClick}>
        {QUOTE_CTA_LABEL}
      </PrimaryButton>
    </animated.div>
  );
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

const HeroSection = styled.section`
  padding: calc(${({ theme }) => theme.headerHeight.desktop}px + 40px) 24px 72px;
  background: linear-gradient(180deg, ${({ theme }) => theme.palette.surface} 0%, ${({ theme }) => theme.palette.white} 100%);
  overflow: hidden;

  ${media.below.tablet} {
    padding: calc(${({ theme }) => theme.headerHeight.mobile}px + 24px) 16px 48px;
  }
`;

const Inner = styled.div`
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

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Slogan = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 1.6rem + 3.6vw, 4.5rem);
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.palette.text};
`;

const Word = styled(animated.span)`
  display: block;
  will-change: transform, opacity;

  &:last-of-type {
    color: ${({ theme }) => theme.palette.brandText};
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 34em;
  font-size: clamp(1.125rem, 1rem + 0.5vw, 1.3125rem);
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** Reserves the button's height so nothing moves when it appears (CLS). */
const CtaSlot = styled.div`
  min-height: 48px;
`;

const Art = styled.div`
  position: relative;
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: 0 4% 6%;
`;

const Laptop = styled.div`
  position: relative;
  container-type: inline-size;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Screen = styled(TypedCode)`
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

const Tablet = styled(animated.div)`
  position: absolute;
  left: 0;
  bottom: 0;
  width: 24%;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Phone = styled(animated.div)`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 14%;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;
