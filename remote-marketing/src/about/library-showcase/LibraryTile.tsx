import { lazy, useCallback, useRef } from 'react';
import styled from 'styled-components';
import type { Technology } from '../../content/technologies';
import { infoDialogTrigger } from '../../shared/dialog';
import { LazyMotion } from '../../shared/LazyMotion';
import { TileButton } from '../../shared/layout';
import { TechnologyLogo } from '../../technologies';

const TILE_LOGO_SIZE = 48;

const TileMotion = lazy(() => import('./TileMotion'));

interface LibraryTileProps {
  technology: Technology;
  reducedMotion: boolean;
  onOpen: () => void;
}

/**
 * One vendor or library: a tile that opens its modal. Its tilt and wobble
 * arrive with the animation code after the first paint; until then, or if
 * that code cannot load, it is a still tile that works the same.
 */
export function LibraryTile({ technology, reducedMotion, onOpen }: LibraryTileProps) {
  const tile = useRef<HTMLButtonElement>(null);
  // Written per animation frame, outside React: re-rendering the tile 60
  // times a second would be wasted work.
  const setTransform = useCallback((transform: string) => {
    if (tile.current) tile.current.style.transform = transform;
  }, []);

  return (
    <>
      <Tile ref={tile} {...infoDialogTrigger} onClick={onOpen}>
        <TechnologyLogo technology={technology} size={TILE_LOGO_SIZE} decorative />
        {technology.title}
      </Tile>
      <LazyMotion fallback={null}>
        <TileMotion tile={tile} reducedMotion={reducedMotion} onTransform={setTransform} />
      </LazyMotion>
    </>
  );
}

const Tile = styled(TileButton)`
  will-change: transform;
`;
