import type { SiteBrand } from '@agency/site-kit/contracts';
import { useLayoutEffect, useRef } from 'react';
import {
  HERO_ART_LABEL,
  HERO_ASSURANCES,
  HERO_CODE,
  HERO_EYEBROW,
  QUOTE_CTA_LABEL,
  SLOGAN_WORDS,
  heroLead,
  sloganWordDelay,
} from '../../content/hero';
import { LaptopArt, PhoneArt, TabletArt } from './DeviceArt';
import { runOnPageClock } from './hero-clock';
import {
  Art,
  Assurances,
  Copy,
  CtaSlot,
  Eyebrow,
  HeroSection,
  Inner,
  Laptop,
  Lead,
  Phone,
  QuoteButton,
  Screen,
  Slogan,
  Tablet,
  Word,
} from './hero-styles';

interface HeroProps {
  brand: SiteBrand;
  onStartProject: () => void;
  /** The code typed onto the laptop; an empty prompt ends with a note (docs/product-rules.md §5). */
  codePrompt?: string;
}

/**
 * docs/product-rules.md §2 hero: code typed onto a laptop, then 'Quality', 'That', 'Matters'
 * slide in, then the devices drop in and the quote button appears. The whole sequence is CSS
 * on the page's own clock (./hero-clock), so it runs on the static first screen before any
 * script and carries on unchanged when the live page takes over. The eyebrow, the lead
 * paragraph (the page's LCP element), the assurances and the laptop are in place from the first
 * paint; the slogan's and the button's room is reserved. With reduced motion everything is
 * there at once.
 */
export function Hero({ brand, onStartProject, codePrompt = HERO_CODE }: HeroProps) {
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (section.current) runOnPageClock(section.current);
  }, []);

  return (
    <HeroSection ref={section} aria-labelledby="hero-slogan" data-page-clock="">
      <Inner>
        <Copy>
          <Eyebrow>{HERO_EYEBROW}</Eyebrow>
          <Slogan id="hero-slogan">
            {SLOGAN_WORDS.map((word, index) => (
              <Word key={word} style={{ animationDelay: `${sloganWordDelay(index)}ms` }}>
                {word}{' '}
              </Word>
            ))}
          </Slogan>
          <Lead>{heroLead(brand)}</Lead>
          <CtaSlot>
            <QuoteButton type="button" onClick={onStartProject}>
              {QUOTE_CTA_LABEL}
            </QuoteButton>
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
            <Screen prompt={codePrompt} />
          </Laptop>
          <Tablet>
            <TabletArt />
          </Tablet>
          <Phone>
            <PhoneArt />
          </Phone>
        </Art>
      </Inner>
    </HeroSection>
  );
}
