// A library tile with its react-spring motion (tilt, reset, first-appearance
// wobble). Loaded lazily; LibraryTile shows a still tile until then.
import { animated } from '@react-spring/web';
import { useRef } from 'react';
import styled from 'styled-components';
import { preloadInfoDialog } from '../../shared/dialog';
import { TileButton } from '../../shared/layout';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import type { LibraryTileProps } from './LibraryTile';
import { TileContent } from './TileContent';
import { useTileMotion } from './useTileMotion';

export default function MotionTile({ technology, reducedMotion, onOpen }: LibraryTileProps) {
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
      <TileContent technology={technology} />
    </Tile>
  );
}

const Tile = styled(animated(TileButton))`
  will-change: transform;
`;
