import type { ReactNode } from 'react';
import { Section, SectionHeading, SectionInner, SectionIntro, TintedSection } from './layout';

interface PageSectionProps {
  /** Names the section's heading (`${name}-heading`), which labels the section. */
  name: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** Set on the light brand surface. */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled page section: the heading labels it, an optional intro follows. */
export function PageSection({ name, heading, intro, tinted = false, children }: PageSectionProps) {
  const Frame = tinted ? TintedSection : Section;
  const headingId = `${name}-heading`;
  return (
    <Frame aria-labelledby={headingId}>
      <SectionInner>
        <SectionHeading id={headingId}>{heading}</SectionHeading>
        {intro !== undefined && <SectionIntro>{intro}</SectionIntro>}
        {children}
      </SectionInner>
    </Frame>
  );
}
