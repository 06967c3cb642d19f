// The hero's devices, drawn as inline SVG: no image downloads on the page
// that Lighthouse measures, and crisp at every size. The tablet and phone
// drawings are data (hero-devices.json); the laptop stays here because the
// typed code is placed on its screen.
import type { ReactNode, SVGAttributes } from 'react';
import devices from './hero-devices.json';

/** Screen area of the laptop inside its 640 × 420 drawing, where the code is typed. */
export const LAPTOP_VIEWBOX = { width: 640, height: 420 } as const;
export const LAPTOP_SCREEN = { x: 92, y: 32, width: 456, height: 286 } as const;

type Shape = { tag: 'rect' | 'path' | 'circle' } & SVGAttributes<SVGElement>;

interface DrawingProps {
  width: number;
  height: number;
  shapes?: readonly Shape[];
  children?: ReactNode;
}

/** A drawing of `width` × `height`: decorative, so hidden from screen readers and never focused. */
function Drawing({ width, height, shapes = [], children }: DrawingProps) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {shapes.map(({ tag: Tag, ...attributes }, index) => (
        <Tag key={index} {...attributes} />
      ))}
      {children}
    </svg>
  );
}

export function LaptopArt() {
  const { x, y, width, height } = LAPTOP_SCREEN;
  return (
    <Drawing {...LAPTOP_VIEWBOX}>
      <rect x="72" y="12" width="496" height="326" rx="18" fill="#1F2933" />
      <rect x={x} y={y} width={width} height={height} rx="4" fill="#0D1117" />
      <circle cx="320" cy="22" r="3" fill="#3E4C59" />
      <path d="M20 346h600l-18 30a20 20 0 0 1-17 10H55a20 20 0 0 1-17-10z" fill="#C9D3DC" />
      <path d="M20 346h600v6H20z" fill="#9AA5B1" />
      <rect x="270" y="346" width="100" height="10" rx="5" fill="#9AA5B1" />
    </Drawing>
  );
}

export function TabletArt() {
  return <Drawing {...(devices.tablet as DrawingProps)} />;
}

export function PhoneArt() {
  return <Drawing {...(devices.phone as DrawingProps)} />;
}
