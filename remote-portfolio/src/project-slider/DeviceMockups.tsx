import styled, { css } from 'styled-components';
import { BREAKPOINTS, media } from '@agency/site-kit/theme';
import { DEVICE_SIZES, screenshotSrcSet, type PortfolioImageSet } from '../project-catalogue';
import { LazyImage, MOCKUP_REVEAL_DELAYS_MS } from '../shared/lazy-image';

/** docs/product-rules.md §2: the slider shows three device mockups. */
const SHOWN_DEVICES = ['screen', 'pad', 'mobile'] as const;
type ShownDevice = (typeof SHOWN_DEVICES)[number];

const DEVICE_NAMES: Readonly<Record<ShownDevice, string>> = {
  screen: 'desktop',
  pad: 'tablet',
  mobile: 'phone',
};

export interface DeviceMockupsProps {
  images: PortfolioImageSet;
  /** The project, for alt texts. */
  project: string;
}

/** One image set as a desktop screen, a tablet and a phone, arranged in the image area. */
export function DeviceMockups({ images, project }: DeviceMockupsProps) {
  return (
    <>
      {SHOWN_DEVICES.map((device, order) => (
        <Frame key={device} $device={device} data-device={device}>
          <LazyImage
            src={images[device]}
            srcSet={screenshotSrcSet(images[device], device)}
            sizes={DRAWN_WIDTH[device]}
            width={DEVICE_SIZES[device].width}
            height={DEVICE_SIZES[device].height}
            alt={`${project}, ${images.screenKind} on ${DEVICE_NAMES[device]}`}
            delayMs={MOCKUP_REVEAL_DELAYS_MS[order]}
          />
        </Frame>
      ))}
    </>
  );
}

/**
 * Placement in percent of the image area (7/3, or 6/6 on mobile). Frame
 * widths are chosen so that each frame, with its screenshot's own ratio,
 * fits inside the area: nothing depends on the image having loaded.
 */
const PLACEMENT: Readonly<Record<ShownDevice, { desktop: string; mobile: string; apart: string; z: number; glass: string }>> = {
  screen: {
    glass: '2px',
    desktop: 'left: 7%; top: 6%; width: 56%; padding: 1%; border-radius: 1.2% / 2%;',
    mobile: 'left: 8%; top: 4%; width: 84%; padding: 1.4%; border-radius: 2% / 3%;',
    apart: 'translate(-3%, -2%) perspective(1200px) rotateY(6deg)',
    z: 1,
  },
  pad: {
    glass: '4px',
    desktop: 'left: 56%; bottom: 4%; width: 23%; padding: 0.9%; border-radius: 6% / 4.5%;',
    mobile: 'left: 6%; bottom: 3%; width: 40%; padding: 1.6%; border-radius: 7% / 5%;',
    apart: 'translate(-6%, 2%) rotate(-4deg)',
    z: 2,
  },
  mobile: {
    glass: '10px',
    desktop: 'left: 81%; bottom: 4%; width: 11.5%; padding: 0.6%; border-radius: 16% / 7.5%;',
    mobile: 'right: 8%; bottom: 3%; width: 22%; padding: 1.1%; border-radius: 18% / 8%;',
    apart: 'translate(18%, -3%) rotate(5deg)',
    z: 3,
  },
};

/** How wide each screenshot is drawn (`sizes`), from PLACEMENT's widths of an image area at most the page's width. */
const DRAWN_WIDTH: Readonly<Record<ShownDevice, string>> = {
  screen: `(max-width: ${BREAKPOINTS.mobile - 1}px) 84vw, min(56vw, ${Math.round(0.56 * BREAKPOINTS.desktop)}px)`,
  pad: `(max-width: ${BREAKPOINTS.mobile - 1}px) 40vw, min(23vw, ${Math.round(0.23 * BREAKPOINTS.desktop)}px)`,
  mobile: `(max-width: ${BREAKPOINTS.mobile - 1}px) 22vw, min(11.5vw, ${Math.round(0.115 * BREAKPOINTS.desktop)}px)`,
};

const apart = (device: ShownDevice) => css`
  transform: ${PLACEMENT[device].apart};
`;

const Frame = styled.div<{ $device: ShownDevice }>`
  position: absolute;
  z-index: ${({ $device }) => PLACEMENT[$device].z};
  background: #0f1622;
  box-shadow: 0 12px 32px rgb(15 22 34 / 28%);
  overflow: hidden;
  transition: transform 450ms cubic-bezier(0.2, 0.8, 0.2, 1);
  ${({ $device }) => PLACEMENT[$device].desktop}

  ${media.below.mobile} {
    left: auto;
    right: auto;
    top: auto;
    bottom: auto;
    ${({ $device }) => PLACEMENT[$device].mobile}
  }

  > div {
    border-radius: ${({ $device }) => PLACEMENT[$device].glass};
  }

  /* docs/product-rules.md §4: tilt and separate on hover; on touch screens, on the active slide. */
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    [data-slider-stage]:hover & {
      ${({ $device }) => apart($device)}
    }
  }

  @media (hover: none) and (prefers-reduced-motion: no-preference) {
    [data-active='true'] & {
      ${({ $device }) => apart($device)}
    }
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;
