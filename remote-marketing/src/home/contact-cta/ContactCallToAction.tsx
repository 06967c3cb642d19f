import { lazy, useRef } from 'react';
import { CONTACT_CTA } from '../../content/home';
import { LazyMotion } from '../../shared/LazyMotion';
import { PrimaryButton, Section, SectionInner } from '../../shared/layout';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';
import { CTA_RISE_PX, Heading, Panel, Text } from './ctaStyles';
import type { FadingPanelProps } from './FadingPanel';

export { CTA_FADE_MS, CTA_RISE_PX } from './ctaStyles';

// react-spring is not needed for the first paint: the panel renders
// statically, in the same state, until the animation code has arrived.
const FadingPanel = lazy(() => import('./FadingPanel'));

/** SPEC §1/§2: the contact call to action rises into view and fades in as it is scrolled to. */
export function ContactCallToAction({ onStartProject }: { onStartProject: () => void }) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const appeared = useFirstAppearance(ref);
  const shown = appeared || reducedMotion;
  const content = (
    <>
      <Heading id="contact-cta-heading">{CONTACT_CTA.heading}</Heading>
      <Text>{CONTACT_CTA.text}</Text>
      <PrimaryButton type="button" onClick={onStartProject}>
        {CONTACT_CTA.button}
      </PrimaryButton>
    </>
  );

  return (
    <Section aria-labelledby="contact-cta-heading">
      <SectionInner ref={ref}>
        <LazyMotion fallback={<StaticPanel shown={shown}>{content}</StaticPanel>}>
          <FadingPanel shown={shown} reducedMotion={reducedMotion}>
            {content}
          </FadingPanel>
        </LazyMotion>
      </SectionInner>
    </Section>
  );
}

function StaticPanel({ shown, children }: Omit<FadingPanelProps, 'reducedMotion'>) {
  return <Panel style={shown ? undefined : { opacity: 0, transform: `translateY(${CTA_RISE_PX}px)` }}>{children}</Panel>;
}
