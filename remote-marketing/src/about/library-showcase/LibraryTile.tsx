import { animated } from '@react-spring/web';
import { useRef } from 'react';
import styled from 'styled-components';
import type { Technology } from '../../content/technologies';
import { preloadInfoDialog } from '../../shared/dialog';
import { TileButton } from '../../shared/layout';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import { TechnologyLogo } from '../../technologies';
import { useTileMotion } from './useTileMotion';

const TILE_LOGO_SIZE = 48;

interface LibraryTileProps {
  technology: Technology;
  reducedMotion: boolean;
  onOpen: () => void;
}

/** One vendor or library: a tilting tile that opens its modal. */
export function LibraryTile({ technology, reducedMotion, onOpen }: LibraryTileProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const appeared = useFirstAppearance(ref);
  const motion = useTileMotion(ref, appeared, reducedMotion);

  return (
    <Tile
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      style={motion.style}
      onClick={onOpen}
      onPointerMove={motion.onPointerMove}
      onPointerLeave={motion.onPointerLeave}
      onPointerEnter={preloadInfoDialog}
      onFocus={preloadInfoDialog}
    >
      <TechnologyLogo technology={technology} size={TILE_LOGO_SIZE} decorative />
      {technology.title}
    </Tile>
  );
}

const Tile = styled(animated(TileButton))`
  will-change: transform;
`;
