import type { SiteBrand } from '@agency/tooling/contracts';
import { lazy } from 'react';
import { HERO_ART_LABEL, HERO_ASSURANCES, HERO_CODE, HERO_EYEBROW, QUOTE_CTA_LABEL, SLOGAN_WORDS, heroLead } from '../../content/hero';
import { LazyMotion } from '../../shared/LazyMotion';
import { usePrefersReducedMotion } from '@agency/tooling/browser/reduced-motion';
import { LaptopArt } from './DeviceArt';
import { StillDevices, StillQuoteButton, StillWord } from './HeroStill';
import { Art, Assurances, Copy, CtaSlot, Eyebrow, HeroSection, Inner, Laptop, Lead, Screen, Slogan } from './hero-styles';
import { useHeroSequence } from './useHeroSequence';

// react-spring arrives with the animations, after the first paint: the hero
// renders the same elements statically until then.
const loadMotion = () => import('./HeroMotion');
const SlidingWord = lazy(() => loadMotion().then((motion) => ({ default: motion.SlidingWord })));
const DroppingDevices = lazy(() => loadMotion().then((motion) => ({ default: motion.DroppingDevices })));
const RisingQuoteButton = lazy(() => loadMotion().then((motion) => ({ default: motion.RisingQuoteButton })));

interface HeroProps {
  brand: SiteBrand;
  onStartProject: () => void;
  /** The code typed onto the laptop; an empty prompt ends with a note (docs/product-rules.md §5). */
  codePrompt?: string;
}

/**
 * docs/product-rules.md §2 hero: code typed onto a laptop, then 'Quality', 'That', 'Matters'
 * slide in, then the devices drop in and the quote button appears. The first
 * screen is composed from the first paint: the eyebrow, the lead paragraph
 * (the page's LCP element), the assurances and the laptop are in place, and
 * the slogan's and the button's room is reserved; only they and the two
 * smaller devices wait for their moment. On phones the laptop comes first,
 * so it is on the first screen too.
 */
export function Hero({ brand, onStartProject, codePrompt = HERO_CODE }: HeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { wordsShown, sloganLanded } = useHeroSequence(reducedMotion);

  return (
    <HeroSection aria-labelledby="hero-slogan">
      <Inner>
        <Copy>
          <Eyebrow>{HERO_EYEBROW}</Eyebrow>
          <Slogan id="hero-slogan">
            {SLOGAN_WORDS.map((word, index) => {
              const props = { word, shown: index < wordsShown, reducedMotion };
              return (
                <LazyMotion
                  key={word}
                  fallback={
                    <>
                      <StillWord {...props} />{' '}
                    </>
                  }
                >
                  <SlidingWord {...props} />{' '}
                </LazyMotion>
              );
            })}
          </Slogan>
          <Lead>{heroLead(brand)}</Lead>
          <CtaSlot>
            <LazyMotion fallback={<StillQuoteButton label={QUOTE_CTA_LABEL} shown={sloganLanded} onClick={onStartProject} />}>
              <RisingQuoteButton label={QUOTE_CTA_LABEL} shown={sloganLanded} reducedMotion={reducedMotion} onClick={onStartProject} />
            </LazyMotion>
          </CtaSlot>
          <Assurances aria-label="What every project shares">
            {HERO_ASSURANCES.map((assurance) => (
              <li key={assurance}>{assurance}</li>
            ))}
          </Assurances>
        </Copy>
        <Art role="img" aria-label={HERO_ART_LABEL}>
          <Laptop>
            <LaptopArt />
            <Screen prompt={codePrompt} reducedMotion={reducedMotion} />
          </Laptop>
          <LazyMotion fallback={<StillDevices landed={sloganLanded} />}>
            <DroppingDevices landed={sloganLanded} reducedMotion={reducedMotion} />
          </LazyMotion>
        </Art>
      </Inner>
    </HeroSection>
  );
}
