import { useId } from 'react';
import styled, { css } from 'styled-components';
import { BREAKPOINTS, media } from '@agency/site-kit/theme';
import { DEVICE_SIZES, screenshotSrcSet } from '../project-catalogue';
import { LazyImage, MOCKUP_REVEAL_DELAYS_MS } from '../shared/lazy-image';
import type { MockupPlacement, MockupSet } from './mockup-sets';

export interface MockupShowcaseProps {
  set: MockupSet;
  /** Text and mockups swap sides (docs/product-rules.md §2: the Template tab mirrors the layout). */
  mirrored: boolean;
}

/** Descriptive text beside a composition of device mockups. */
export function MockupShowcase({ set, mirrored }: MockupShowcaseProps) {
  const headingId = useId();
  return (
    <Showcase aria-labelledby={headingId} $mirrored={mirrored} data-mirrored={mirrored}>
      <Copy>
        <Heading id={headingId}>{set.heading}</Heading>
        {set.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Copy>
      <Composition>
        {set.items.map((item, order) => (
          <Mockup key={item.src} $placement={item.class} $mirrored={mirrored}>
            <LazyImage
              src={item.src}
              srcSet={screenshotSrcSet(item.src, 'laptop')}
              sizes={LAPTOP_DRAWN_WIDTH}
              width={DEVICE_SIZES.laptop.width}
              height={DEVICE_SIZES.laptop.height}
              mobile={{
                src: item.src_mobile,
                srcSet: screenshotSrcSet(item.src_mobile, 'mobile'),
                sizes: PHONE_DRAWN_WIDTH,
                ...DEVICE_SIZES.mobile,
              }}
              alt={item.alt}
              delayMs={MOCKUP_REVEAL_DELAYS_MS[order]}
            />
          </Mockup>
        ))}
      </Composition>
    </Showcase>
  );
}

/**
 * Placement in percent of the composition (16/11 with laptops; 5/4 with
 * phones on mobile). `x` is the distance from the start side, swapped when
 * mirrored.
 */
const PLACEMENT: Readonly<
  Record<
    MockupPlacement,
    { desktop: { x: number; y: string; width: number }; mobile: { x: number; top: number; width: number }; z: number }
  >
> = {
  back: { desktop: { x: 0, y: 'top: 0', width: 62 }, mobile: { x: 2, top: 0, width: 31 }, z: 1 },
  front: { desktop: { x: 38, y: 'bottom: 0', width: 62 }, mobile: { x: 34.5, top: 7, width: 31 }, z: 3 },
  side: { desktop: { x: 4, y: 'bottom: 2%', width: 34 }, mobile: { x: 67, top: 14, width: 31 }, z: 2 },
};

/**
 * How wide a mockup is drawn (`sizes`): a laptop is at most 62% of the
 * composition, which takes 60% of the showcase beside the text and its whole
 * width below the tablet breakpoint; a phone (mobile) 31% of it.
 */
const LAPTOP_DRAWN_WIDTH = `(max-width: ${BREAKPOINTS.tablet - 1}px) 60vw, ${Math.round(0.62 * 0.6 * BREAKPOINTS.desktop)}px`;
const PHONE_DRAWN_WIDTH = '30vw';

const side = (mirrored: boolean, x: number) => (mirrored ? `right: ${x}%; left: auto;` : `left: ${x}%; right: auto;`);

const Showcase = styled.section<{ $mirrored: boolean }>`
  display: flex;
  flex-direction: ${({ $mirrored }) => ($mirrored ? 'row-reverse' : 'row')};
  align-items: center;
  gap: 48px;
  margin-top: 64px;
  padding: 48px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.surface};

  ${media.below.tablet} {
    flex-direction: column;
    padding: 32px 20px;
    gap: 32px;
  }
`;

const Copy = styled.div`
  flex: 1 1 40%;
  color: ${({ theme }) => theme.palette.textMuted};

  p {
    margin: 0 0 12px;
  }
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.type.size.h3};
  line-height: 1.2;
  color: ${({ theme }) => theme.palette.text};
`;

const Composition = styled.div`
  position: relative;
  flex: 1 1 60%;
  width: 100%;
  aspect-ratio: 16 / 11;

  ${media.below.mobile} {
    aspect-ratio: 5 / 4;
  }
`;

const Mockup = styled.div<{ $placement: MockupPlacement; $mirrored: boolean }>`
  position: absolute;
  z-index: ${({ $placement }) => PLACEMENT[$placement].z};
  padding: 1%;
  border-radius: 10px;
  background: #0f1622;
  box-shadow: 0 14px 36px rgb(15 22 34 / 26%);
  overflow: hidden;
  ${({ $placement, $mirrored }) => {
    const { desktop } = PLACEMENT[$placement];
    return css`
      ${side($mirrored, desktop.x)}
      ${desktop.y};
      width: ${desktop.width}%;
    `;
  }}

  ${media.below.mobile} {
    border-radius: 18px;
    padding: 1.2%;
    ${({ $placement, $mirrored }) => {
      const { mobile } = PLACEMENT[$placement];
      return css`
        ${side($mirrored, mobile.x)}
        top: ${mobile.top}%;
        bottom: auto;
        width: ${mobile.width}%;
      `;
    }}
  }
`;
