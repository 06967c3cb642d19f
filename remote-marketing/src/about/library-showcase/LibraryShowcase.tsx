import { media } from '@agency/tooling/theme';
import { useState } from 'react';
import styled from 'styled-components';
import { LIBRARY_SHOWCASE_HEADING, LIBRARY_SHOWCASE_INTRO } from '../../content/about';
import { TECHNOLOGIES, TECHNOLOGY_KEYS, type TechnologyKey } from '../../content/technologies';
import { Section, SectionHeading, SectionInner, SectionIntro, UnstyledList } from '../../shared/layout';
import { usePrefersReducedMotion } from '@agency/tooling/browser/reduced-motion';
import { TechnologyDialog } from '../../technologies';
import { LibraryTile } from './LibraryTile';

/** SPEC §1 About: the technology-library showcase; each item opens a modal. */
export function LibraryShowcase() {
  const reducedMotion = usePrefersReducedMotion();
  const [openKey, setOpenKey] = useState<TechnologyKey | null>(null);

  return (
    <Section aria-labelledby="library-heading">
      <SectionInner>
        <SectionHeading id="library-heading">{LIBRARY_SHOWCASE_HEADING}</SectionHeading>
        <SectionIntro>{LIBRARY_SHOWCASE_INTRO}</SectionIntro>
        <Grid>
          {TECHNOLOGY_KEYS.map((key) => (
            <li key={key}>
              <LibraryTile
                technology={TECHNOLOGIES[key]}
                reducedMotion={reducedMotion}
                onOpen={() => setOpenKey(key)}
              />
            </li>
          ))}
        </Grid>
      </SectionInner>
      {openKey && <TechnologyDialog technologyKey={openKey} onClose={() => setOpenKey(null)} />}
    </Section>
  );
}

const Grid = styled(UnstyledList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 20px;

  ${media.below.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
