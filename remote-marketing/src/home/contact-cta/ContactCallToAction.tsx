import { lazy, useCallback, useLayoutEffect, useRef } from 'react';
import { CONTACT_CTA } from '../../content/home';
import { LazyMotion } from '../../shared/LazyMotion';
import { PrimaryButton, Section, SectionInner } from '../../shared/layout';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import { usePrefersReducedMotion } from '@agency/site-kit/browser/reduced-motion';
import { CTA_RISE_PX, Heading, Panel, Text } from './cta-styles';
import type { FadingPanelProps, PanelFrame } from './FadingPanel';

export { CTA_FADE_MS, CTA_RISE_PX } from './cta-styles';

// react-spring is not needed for the first paint; the fade arrives later.
const FadingPanel = lazy(() => import('./FadingPanel'));

const HIDDEN: PanelFrame = { opacity: 0, y: CTA_RISE_PX };
const IN_PLACE: PanelFrame = { opacity: 1, y: 0 };

/** docs/product-rules.md §1/§2: the contact call to action rises into view and fades in as it is scrolled to. */
export function ContactCallToAction({ onStartProject }: { onStartProject: () => void }) {
  const reducedMotion = usePrefersReducedMotion();
  const section = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const appeared = useFirstAppearance(section);
  const shown = appeared || reducedMotion;
  // Written per animation frame, outside React.
  const setFrame = useCallback(({ opacity, y }: PanelFrame) => {
    if (!panel.current) return;
    panel.current.style.opacity = String(opacity);
    panel.current.style.transform = `translateY(${y}px)`;
  }, []);
  const initial = reducedMotion ? IN_PLACE : HIDDEN;

  return (
    <Section aria-labelledby="contact-cta-heading">
      <SectionInner ref={section}>
        <Panel ref={panel} style={{ opacity: initial.opacity, transform: `translateY(${initial.y}px)` }}>
          <Heading id="contact-cta-heading">{CONTACT_CTA.heading}</Heading>
          <Text>{CONTACT_CTA.text}</Text>
          <PrimaryButton type="button" onClick={onStartProject}>
            {CONTACT_CTA.button}
          </PrimaryButton>
        </Panel>
        <LazyMotion fallback={<StaticFade shown={shown} onFrame={setFrame} />}>
          <FadingPanel shown={shown} reducedMotion={reducedMotion} onFrame={setFrame} />
        </LazyMotion>
      </SectionInner>
    </Section>
  );
}

/** Without the animation code the panel simply appears when it is scrolled to. */
function StaticFade({ shown, onFrame }: Omit<FadingPanelProps, 'reducedMotion'>) {
  useLayoutEffect(() => {
    if (shown) onFrame(IN_PLACE);
  }, [shown, onFrame]);
  return null;
}
