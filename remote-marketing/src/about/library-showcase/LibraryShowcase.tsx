import { useState } from 'react';
import { LIBRARY_SHOWCASE_HEADING, LIBRARY_SHOWCASE_INTRO } from '../../content/about';
import { TECHNOLOGIES, TECHNOLOGY_KEYS, type TechnologyKey } from '../../content/technologies';
import { PageSection } from '../../shared/PageSection';
import { TileGrid } from '../../shared/layout';
import { usePrefersReducedMotion } from '@agency/site-kit/browser/reduced-motion';
import { TechnologyDialog } from '../../technologies';
import { LibraryTile } from './LibraryTile';

/** docs/product-rules.md §1 About: the technology-library showcase; each item opens a modal. */
export function LibraryShowcase() {
  const reducedMotion = usePrefersReducedMotion();
  const [openKey, setOpenKey] = useState<TechnologyKey | null>(null);

  return (
    <PageSection name="library" heading={LIBRARY_SHOWCASE_HEADING} intro={LIBRARY_SHOWCASE_INTRO}>
      <TileGrid $minWidth={140} $gap="20px">
        {TECHNOLOGY_KEYS.map((key) => (
          <li key={key}>
            <LibraryTile technology={TECHNOLOGIES[key]} reducedMotion={reducedMotion} onOpen={() => setOpenKey(key)} />
          </li>
        ))}
      </TileGrid>
      {openKey && <TechnologyDialog technologyKey={openKey} onClose={() => setOpenKey(null)} />}
    </PageSection>
  );
}
