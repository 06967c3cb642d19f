import { useState } from 'react';
import { TECHNOLOGIES_HEADING, TECHNOLOGIES_INTRO } from '../../content/home';
import { TECHNOLOGIES, TECHNOLOGY_KEYS, type TechnologyKey } from '../../content/technologies';
import { infoDialogTrigger } from '../../shared/dialog';
import { PageSection } from '../../shared/PageSection';
import { TileButton, TileGrid } from '../../shared/layout';
import { TechnologyDialog, TechnologyLogo } from '../../technologies';

const TILE_LOGO_SIZE = 40;

/** docs/product-rules.md §1/§2: a grid of technology icons; a tile opens a popup with title and description. */
export function TechnologyGrid() {
  const [openKey, setOpenKey] = useState<TechnologyKey | null>(null);

  return (
    <PageSection name="technologies" heading={TECHNOLOGIES_HEADING} intro={TECHNOLOGIES_INTRO} tinted>
      <TileGrid $minWidth={132} $gap="16px">
        {TECHNOLOGY_KEYS.map((key) => (
          <li key={key}>
            <TileButton {...infoDialogTrigger} onClick={() => setOpenKey(key)}>
              <TechnologyLogo technology={TECHNOLOGIES[key]} size={TILE_LOGO_SIZE} decorative />
              {TECHNOLOGIES[key].title}
            </TileButton>
          </li>
        ))}
      </TileGrid>
      {openKey && <TechnologyDialog technologyKey={openKey} onClose={() => setOpenKey(null)} />}
    </PageSection>
  );
}
