import type { Technology } from '../../content/technologies';
import { TechnologyLogo } from '../../technologies';

const TILE_LOGO_SIZE = 48;

/** What a library tile shows: the logo (decorative beside the title) and the title. */
export function TileContent({ technology }: { technology: Technology }) {
  return (
    <>
      <TechnologyLogo technology={technology} size={TILE_LOGO_SIZE} decorative />
      {technology.title}
    </>
  );
}
