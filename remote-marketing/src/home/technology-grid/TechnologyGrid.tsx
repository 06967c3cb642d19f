import { media } from '@agency/tooling/theme';
import { useState } from 'react';
import styled from 'styled-components';
import { TECHNOLOGIES_HEADING, TECHNOLOGIES_INTRO } from '../../content/home';
import { TECHNOLOGIES, TECHNOLOGY_KEYS, type TechnologyKey } from '../../content/technologies';
import { preloadInfoDialog } from '../../shared/dialog';
import { SectionHeading, SectionInner, SectionIntro, TileButton, TintedSection, UnstyledList } from '../../shared/layout';
import { TechnologyDialog, TechnologyLogo } from '../../technologies';

const TILE_LOGO_SIZE = 40;

/** SPEC §1/§2: a grid of technology icons; a tile opens a popup with title and description. */
export function TechnologyGrid() {
  const [openKey, setOpenKey] = useState<TechnologyKey | null>(null);

  return (
    <TintedSection aria-labelledby="technologies-heading">
      <SectionInner>
        <SectionHeading id="technologies-heading">{TECHNOLOGIES_HEADING}</SectionHeading>
        <SectionIntro>{TECHNOLOGIES_INTRO}</SectionIntro>
        <Grid>
          {TECHNOLOGY_KEYS.map((key) => (
            <li key={key}>
              <TileButton
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpenKey(key)}
                onPointerEnter={preloadInfoDialog}
                onFocus={preloadInfoDialog}
              >
                <TechnologyLogo technology={TECHNOLOGIES[key]} size={TILE_LOGO_SIZE} decorative />
                {TECHNOLOGIES[key].title}
              </TileButton>
            </li>
          ))}
        </Grid>
      </SectionInner>
      {openKey && <TechnologyDialog technologyKey={openKey} onClose={() => setOpenKey(null)} />}
    </TintedSection>
  );
}

const Grid = styled(UnstyledList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: 16px;

  ${media.below.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
