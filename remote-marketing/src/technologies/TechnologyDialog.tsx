import { Suspense } from 'react';
import { TECHNOLOGIES, type TechnologyKey } from '../content/technologies';
import { InfoDialog } from '../shared/dialog';
import { TechnologyLogo } from './TechnologyLogo';

const DIALOG_LOGO_SIZE = 64;

/** The popup of a technology: its logo, title and description. */
export function TechnologyDialog({ technologyKey, onClose }: { technologyKey: TechnologyKey; onClose: () => void }) {
  const technology = TECHNOLOGIES[technologyKey];
  return (
    <Suspense fallback={null}>
      <InfoDialog
        title={technology.title}
        description={technology.description}
        media={<TechnologyLogo technology={technology} size={DIALOG_LOGO_SIZE} />}
        onClose={onClose}
      />
    </Suspense>
  );
}
