// A library tile's react-spring motion, loaded lazily. It renders nothing:
// it moves the tile that LibraryTile already shows, so the tile (and its
// focus) is never swapped out when this code arrives.
import { useEffect, useState, type RefObject } from 'react';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import { useTileMotion } from './useTileMotion';

export interface TileMotionProps {
  tile: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  onTransform: (transform: string) => void;
}

export default function TileMotion({ tile, reducedMotion, onTransform }: TileMotionProps) {
  const appeared = useFirstAppearance(tile);
  const pointedAt = usePointerEntered(tile);
  // Setting up a tile's spring costs about a millisecond on a phone, and every tile would set up
  // at once as the page mounts, in one long task: a tile gets its spring when it first comes into
  // view or under the pointer, and never with reduced motion.
  if (reducedMotion || !(appeared || pointedAt)) return null;
  return <TileSpring tile={tile} appeared={appeared} onTransform={onTransform} />;
}

function TileSpring({
  tile,
  appeared,
  onTransform,
}: {
  tile: TileMotionProps['tile'];
  appeared: boolean;
  onTransform: TileMotionProps['onTransform'];
}) {
  useTileMotion(tile, appeared, onTransform);
  return null;
}

/** True from the first time the pointer enters the tile. */
function usePointerEntered(tile: RefObject<HTMLElement | null>): boolean {
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const element = tile.current;
    if (entered || !element) return;
    const enter = () => setEntered(true);
    element.addEventListener('pointerenter', enter);
    return () => element.removeEventListener('pointerenter', enter);
  }, [entered, tile]);

  return entered;
}
