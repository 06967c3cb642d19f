import { useSpring } from '@react-spring/web';
import { useEffect, type RefObject } from 'react';
import { LIBRARY_TILT_MAX_DEG, LIBRARY_WOBBLE_MAX_DEG, LIBRARY_WOBBLE_SETTLE_MS } from '../../content/about';

/** Low friction so the first-appearance wobble swings back and forth. */
const WOBBLE_CONFIG = { tension: 170, friction: 4 };
const SETTLE_CONFIG = { tension: 280, friction: 30 };
const TILT_CONFIG = { tension: 300, friction: 20 };
const HOVER_SCALE = 1.06;

interface TileAngles {
  rotateX: number;
  rotateY: number;
  rotateZ: number;
  scale: number;
}

function randomAngle(): number {
  return (Math.random() * 2 - 1) * LIBRARY_WOBBLE_MAX_DEG;
}

export function tileTransform({ rotateX, rotateY, rotateZ, scale }: TileAngles): string {
  return `perspective(600px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) rotateZ(${rotateZ}deg) scale(${scale})`;
}

/**
 * docs/product-rules.md §4 library tiles: they tilt towards the pointer and reset when it
 * leaves; on first appearance they wobble randomly and settle after 1800 ms.
 * The tile element is never replaced: the motion listens on it and hands each
 * frame's transform to `onTransform`. With reduced motion it is not used at all
 * (TileMotion), and the tiles hold still.
 */
export function useTileMotion(tile: RefObject<HTMLElement | null>, appeared: boolean, onTransform: (transform: string) => void): void {
  const [, api] = useSpring(() => ({
    rotateX: 0,
    rotateY: 0,
    rotateZ: 0,
    scale: 1,
    onChange: ({ value }: { value: TileAngles }) => onTransform(tileTransform(value)),
  }));

  useEffect(() => {
    if (!appeared) return;
    api.start({
      from: { rotateY: randomAngle(), rotateZ: randomAngle() },
      to: { rotateY: 0, rotateZ: 0 },
      config: WOBBLE_CONFIG,
    });
    const settle = window.setTimeout(() => api.start({ rotateY: 0, rotateZ: 0, config: SETTLE_CONFIG }), LIBRARY_WOBBLE_SETTLE_MS);
    return () => window.clearTimeout(settle);
  }, [api, appeared]);

  useEffect(() => {
    const element = tile.current;
    if (!element) return;

    const tilt = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !Number.isFinite(event.clientX)) return;
      // -1 at one edge, +1 at the other.
      const x = ((event.clientX - box.left) / box.width) * 2 - 1;
      const y = ((event.clientY - box.top) / box.height) * 2 - 1;
      api.start({
        rotateX: -y * LIBRARY_TILT_MAX_DEG,
        rotateY: x * LIBRARY_TILT_MAX_DEG,
        rotateZ: 0,
        scale: HOVER_SCALE,
        config: TILT_CONFIG,
      });
    };
    const reset = () => api.start({ rotateX: 0, rotateY: 0, rotateZ: 0, scale: 1, config: TILT_CONFIG });

    element.addEventListener('pointermove', tilt);
    element.addEventListener('pointerleave', reset);
    return () => {
      element.removeEventListener('pointermove', tilt);
      element.removeEventListener('pointerleave', reset);
    };
  }, [api, tile]);
}
