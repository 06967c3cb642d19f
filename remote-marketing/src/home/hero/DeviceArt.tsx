// The hero's devices, drawn as inline SVG: no image downloads on the page
// that Lighthouse measures, and crisp at every size.

/** Screen area of the laptop inside its 640 × 420 drawing, where the code is typed. */
export const LAPTOP_VIEWBOX = { width: 640, height: 420 } as const;
export const LAPTOP_SCREEN = { x: 92, y: 32, width: 456, height: 286 } as const;

export function LaptopArt() {
  const { x, y, width, height } = LAPTOP_SCREEN;
  return (
    <svg viewBox={`0 0 ${LAPTOP_VIEWBOX.width} ${LAPTOP_VIEWBOX.height}`} aria-hidden="true" focusable="false">
      <rect x="72" y="12" width="496" height="326" rx="18" fill="#1F2933" />
      <rect x={x} y={y} width={width} height={height} rx="4" fill="#0D1117" />
      <circle cx="320" cy="22" r="3" fill="#3E4C59" />
      <path d="M20 346h600l-18 30a20 20 0 0 1-17 10H55a20 20 0 0 1-17-10z" fill="#C9D3DC" />
      <path d="M20 346h600v6H20z" fill="#9AA5B1" />
      <rect x="270" y="346" width="100" height="10" rx="5" fill="#9AA5B1" />
    </svg>
  );
}

export function TabletArt() {
  return (
    <svg viewBox="0 0 260 340" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="252" height="332" rx="22" fill="#1F2933" />
      <rect x="18" y="22" width="224" height="296" rx="6" fill="#FFFFFF" />
      <rect x="30" y="36" width="120" height="12" rx="6" fill="#04628C" />
      <rect x="30" y="58" width="80" height="8" rx="4" fill="#9AA5B1" />
      <rect x="30" y="80" width="200" height="96" rx="8" fill="#E6F4FB" />
      <path d="M42 160l34-30 30 18 36-40 34 22 40-34" fill="none" stroke="#0898D6" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="30" y="190" width="96" height="54" rx="8" fill="#0898D6" />
      <rect x="134" y="190" width="96" height="54" rx="8" fill="#003B57" />
      <rect x="42" y="204" width="40" height="8" rx="4" fill="#000000" opacity="0.55" />
      <rect x="146" y="204" width="40" height="8" rx="4" fill="#FFFFFF" opacity="0.7" />
      <rect x="30" y="256" width="200" height="12" rx="6" fill="#D0D7DE" />
      <rect x="30" y="276" width="160" height="12" rx="6" fill="#D0D7DE" />
    </svg>
  );
}

export function PhoneArt() {
  return (
    <svg viewBox="0 0 130 250" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="124" height="244" rx="22" fill="#1F2933" />
      <rect x="11" y="18" width="108" height="214" rx="12" fill="#FFFFFF" />
      <rect x="48" y="9" width="34" height="5" rx="2.5" fill="#3E4C59" />
      <rect x="20" y="30" width="64" height="10" rx="5" fill="#04628C" />
      <rect x="20" y="52" width="80" height="30" rx="10" fill="#E6F4FB" />
      <rect x="36" y="92" width="74" height="30" rx="10" fill="#0898D6" />
      <rect x="20" y="132" width="86" height="30" rx="10" fill="#E6F4FB" />
      <rect x="20" y="200" width="90" height="20" rx="10" fill="none" stroke="#D0D7DE" strokeWidth="2" />
      <circle cx="98" cy="210" r="6" fill="#0898D6" />
    </svg>
  );
}
