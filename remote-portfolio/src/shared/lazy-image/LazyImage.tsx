import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { BREAKPOINTS, media } from '@agency/site-kit/theme';
import { usePrefersReducedMotion } from '@agency/site-kit/browser/reduced-motion';
import { IMAGE_FADE_MS, IMAGE_REVEAL_FALLBACK_MS, LAZY_LOAD_MARGIN_PX } from './constants';
import { useInView } from './useInView';

/** An image source with its intrinsic size, which reserves its box before it loads. */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
  /** The same image in other widths (`url 480w, …`), with `sizes`: how wide it is drawn. */
  srcSet?: string;
  sizes?: string;
}

export interface LazyImageProps extends ImageSource {
  alt: string;
  /** Delay before the fade-in once revealed (docs/product-rules.md §4 mockup delays). */
  delayMs?: number;
  /** Source for viewports under the mobile breakpoint (a mockup's `src_mobile`). */
  mobile?: ImageSource;
  className?: string;
}

/**
 * An image that loads when it comes within 50 px of the viewport, shows a
 * placeholder of its final size until loaded (no layout shift), and is
 * revealed anyway 1500 ms after loading started, so a slow network never
 * leaves an empty box.
 */
export function LazyImage({ src, srcSet, sizes, width, height, alt, delayMs = 0, mobile, className }: LazyImageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInView(boxRef, LAZY_LOAD_MARGIN_PX);
  const [revealed, setRevealed] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!inView || revealed) return undefined;
    const timer = setTimeout(() => setRevealed(true), IMAGE_REVEAL_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [inView, revealed]);

  const reveal = () => setRevealed(true);
  const ratio = {
    '--ratio': `${width} / ${height}`,
    '--ratio-mobile': mobile ? `${mobile.width} / ${mobile.height}` : `${width} / ${height}`,
  } as CSSProperties;
  const imageStyle: CSSProperties = {
    opacity: revealed ? 1 : 0,
    transition: reducedMotion ? 'none' : `opacity ${IMAGE_FADE_MS}ms ease-out ${delayMs}ms`,
  };

  return (
    <Box ref={boxRef} style={ratio} className={className} data-revealed={revealed}>
      {!revealed && <Placeholder aria-hidden="true" />}
      <picture>
        {mobile && inView && (
          <source
            media={MOBILE_QUERY}
            srcSet={mobile.srcSet ?? mobile.src}
            sizes={mobile.sizes}
            width={mobile.width}
            height={mobile.height}
          />
        )}
        <img
          src={inView ? src : undefined}
          srcSet={inView ? srcSet : undefined}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          draggable={false}
          onLoad={reveal}
          onError={reveal}
          style={imageStyle}
        />
      </picture>
    </Box>
  );
}

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 1}px)`;

const Box = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: var(--ratio);
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surface};

  ${media.below.mobile} {
    aspect-ratio: var(--ratio-mobile);
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
  }
`;

/** Static on purpose: an endless shimmer would repaint every frame while images wait below the fold. */
const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(135deg, #e6ecf2, #f4f7fa 60%, #e6ecf2);
`;
