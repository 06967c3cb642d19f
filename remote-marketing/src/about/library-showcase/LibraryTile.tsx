import { lazy } from 'react';
import type { Technology } from '../../content/technologies';
import { preloadInfoDialog } from '../../shared/dialog';
import { LazyMotion } from '../../shared/LazyMotion';
import { TileButton } from '../../shared/layout';
import { TileContent } from './TileContent';

export interface LibraryTileProps {
  technology: Technology;
  reducedMotion: boolean;
  onOpen: () => void;
}

const MotionTile = lazy(() => import('./MotionTile'));

/**
 * One vendor or library: a tile that opens its modal. It tilts and wobbles
 * once the animation code has arrived; until then (or if it cannot load) it
 * is a still tile that works the same.
 */
export function LibraryTile(props: LibraryTileProps) {
  return (
    <LazyMotion fallback={<StillTile {...props} />}>
      <MotionTile {...props} />
    </LazyMotion>
  );
}

function StillTile({ technology, onOpen }: LibraryTileProps) {
  return (
    <TileButton
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={preloadInfoDialog}
      onFocus={preloadInfoDialog}
    >
      <TileContent technology={technology} />
    </TileButton>
  );
}
