// A library tile's react-spring motion, loaded lazily. It renders nothing:
// it moves the tile that LibraryTile already shows, so the tile (and its
// focus) is never swapped out when this code arrives.
import type { RefObject } from 'react';
import { useFirstAppearance } from '../../shared/useFirstAppearance';
import { useTileMotion } from './useTileMotion';

export interface TileMotionProps {
  tile: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  onTransform: (transform: string) => void;
}

export default function TileMotion({ tile, reducedMotion, onTransform }: TileMotionProps) {
  const appeared = useFirstAppearance(tile);
  useTileMotion(tile, appeared, reducedMotion, onTransform);
  return null;
}
