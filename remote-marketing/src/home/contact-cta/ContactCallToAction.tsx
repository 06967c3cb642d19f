import { animated, useSpring } from '@react-spring/web';
import { useRef } from 'react';
import styled from 'styled-components';
import { CONTACT_CTA } from '../../content/home';
import { PrimaryButton, Section, SectionInner } from '../../shared/layout';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';

/** How far the call to action rises while it fades in, and how long that takes. */
export const CTA_RISE_PX = 40;
export const CTA_FADE_MS = 600;

/** SPEC §1/§2: the contact call to action rises into view and fades in as it is scrolled to. */
export function ContactCallToAction({ onStartProject }: { onStartProject: () => void }) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const appeared = useFirstAppearance(ref);
  const shown = appeared || reducedMotion;
  const style = useSpring({
    opacity: shown ? 1 : 0,
    y: shown ? 0 : CTA_RISE_PX,
    immediate: reducedMotion,
    config: { duration: CTA_FADE_MS },
  });

  return (
    <Section aria-labelledby="contact-cta-heading">
      <SectionInner ref={ref}>
        <Panel style={{ opacity: style.opacity, transform: style.y.to((y) => `translateY(${y}px)`) }}>
          <Heading id="contact-cta-heading">{CONTACT_CTA.heading}</Heading>
          <Text>{CONTACT_CTA.text}</Text>
          <PrimaryButton type="button" onClick={onStartProject}>
            {CONTACT_CTA.button}
          </PrimaryButton>
        </Panel>
      </SectionInner>
    </Section>
  );
}

const Panel = styled(animated.div)`
  padding: 56px 32px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.black};
  color: ${({ theme }) => theme.palette.white};
  text-align: center;
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
  line-height: 1.2;
`;

const Text = styled.p`
  max-width: 60ch;
  margin: 0 auto 28px;
  font-size: 1.125rem;
`;
