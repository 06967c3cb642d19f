import { useId, useState, type ComponentProps, type CSSProperties, type KeyboardEvent } from 'react';
import { animated, useTransition } from '@react-spring/web';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '@agency/site-kit/browser/reduced-motion';
import { media } from '@agency/site-kit/theme';
import type { PortfolioImageSet } from '../project-catalogue';
import { IMAGE_AREA, SLIDER_TEXT, SWIPE_THRESHOLD_PX } from './constants';
import { DeviceMockups } from './DeviceMockups';
import { useSlider } from './useSlider';
import { useSwipe } from './useSwipe';
import { iconButtonStyle } from '@agency/site-kit/ui';

export interface ProjectSliderProps {
  /** Project name: labels the carousel and the screenshots. */
  project: string;
  images: readonly PortfolioImageSet[];
}

const SLIDE_SPRING = { tension: 260, friction: 30 };
/** A slide in place: the end of its entrance. */
const SHOWN = { x: 0, opacity: 1 };

/**
 * A project's image sets as a carousel (WAI-ARIA carousel pattern): one
 * slide at a time, previous/next arrows, dot buttons and swipe. It does not
 * wrap; the entering slide comes from the side the index moved towards.
 */
export function ProjectSlider({ project, images }: ProjectSliderProps) {
  const slider = useSlider(images.length);
  const { index, enterFrom, count, isFirst, isLast } = slider;
  const { motion, startMotion, moved } = useSlideMotion();
  const next = moved(slider.next);
  const previous = moved(slider.previous);
  const goTo = moved(slider.goTo);
  const reducedMotion = usePrefersReducedMotion();
  const swipe = useSwipe(SWIPE_THRESHOLD_PX, next, previous);
  const slidesId = useId();
  const offset = enterFrom === 'right' ? 100 : -100;

  const transitions = useTransition(motion === 'still' ? [] : index, {
    key: (slideIndex: number) => slideIndex,
    // The slide on screen when the motion starts is placed where it is, not brought in.
    from: motion === 'placing' ? SHOWN : { x: offset, opacity: 0 },
    enter: SHOWN,
    leave: { x: -offset, opacity: 0 },
    immediate: reducedMotion,
    config: SLIDE_SPRING,
  });

  const renderSlide = (slideIndex: number, style: SlideStyle) => {
    const active = slideIndex === index;
    const slideImages = images[slideIndex];
    if (!slideImages) return null;
    return (
      <Slide
        key={slideIndex}
        role="group"
        aria-roledescription={SLIDER_TEXT.slideRole}
        aria-label={SLIDER_TEXT.slideLabel(slideIndex + 1, count)}
        aria-hidden={active ? undefined : true}
        inert={!active}
        data-active={active}
        data-enter-from={enterFrom}
        style={style}
      >
        <DeviceMockups images={slideImages} project={project} />
      </Slide>
    );
  };

  const onControlsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <Carousel
      aria-roledescription={SLIDER_TEXT.carouselRole}
      aria-label={SLIDER_TEXT.carouselLabel(project)}
      onPointerEnter={startMotion}
      onFocus={startMotion}
    >
      <Stage id={slidesId} aria-live="polite" data-slider-stage="" {...swipe}>
        {motion === 'still'
          ? // Keyed as the transitions key their slides: the slide, its images and their loaded state
            // stay when the motion starts.
            renderSlide(index, STILL_SLIDE)
          : transitions((style, slideIndex) => renderSlide(slideIndex, { opacity: style.opacity, transform: style.x.to(slideTransform) }))}
      </Stage>
      {/* Arrow keys work on every control, besides Tab and Enter. */}
      <Controls onKeyDown={onControlsKeyDown}>
        <ArrowButton type="button" aria-label={SLIDER_TEXT.previous} aria-controls={slidesId} aria-disabled={isFirst} onClick={previous}>
          <Chevron direction="left" />
        </ArrowButton>
        <Dots role="group" aria-label={SLIDER_TEXT.pickerLabel}>
          {images.map((set, dotIndex) => (
            <Dot
              key={set.screen}
              type="button"
              aria-label={SLIDER_TEXT.dotLabel(dotIndex + 1)}
              aria-controls={slidesId}
              aria-current={dotIndex === index ? 'true' : undefined}
              onClick={() => goTo(dotIndex)}
            />
          ))}
        </Dots>
        <ArrowButton type="button" aria-label={SLIDER_TEXT.next} aria-controls={slidesId} aria-disabled={isLast} onClick={next}>
          <Chevron direction="right" />
        </ArrowButton>
      </Controls>
    </Carousel>
  );
}

type SlideStyle = ComponentProps<typeof Slide>['style'];

const slideTransform = (x: number) => `translateX(${x}%)`;

/** SHOWN as a plain style, for a slider that is still. */
const STILL_SLIDE: CSSProperties = { opacity: SHOWN.opacity, transform: slideTransform(SHOWN.x) };

type SlideMotion = 'still' | 'placing' | 'moving';

/**
 * Setting up react-spring takes a slider a few milliseconds, and all the page's sliders would set
 * up in the one commit that shows the page. So a slider is still until the visitor reaches for it
 * (pointer or keyboard focus). Then react-spring takes over the slide where it is ('placing'), and
 * every change of slide the visitor makes animates ('moving').
 */
function useSlideMotion() {
  const [motion, setMotion] = useState<SlideMotion>('still');
  const startMotion = () => setMotion((current) => (current === 'still' ? 'placing' : current));
  /** A change of slide, which animates from now on. */
  const moved =
    <Args extends unknown[]>(move: (...args: Args) => void) =>
    (...args: Args) => {
      setMotion('moving');
      move(...args);
    };
  return { motion, startMotion, moved };
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const { ratio, mobileRatio, maxHeightVh } = IMAGE_AREA;

const Carousel = styled.section`
  display: grid;
  gap: 16px;
`;

/** The image area: its ratio is fixed before any image loads (no layout shift). */
const Stage = styled.div`
  position: relative;
  width: min(100%, ${(maxHeightVh * ratio.width) / ratio.height}vh);
  aspect-ratio: ${ratio.width} / ${ratio.height};
  max-height: ${maxHeightVh}vh;
  margin-inline: auto;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, ${({ theme }) => theme.palette.surface}, #e4eef6);
  touch-action: pan-y;
  user-select: none;
  cursor: grab;

  &:active {
    cursor: grabbing;
  }

  ${media.below.mobile} {
    width: min(100%, ${(maxHeightVh * mobileRatio.width) / mobileRatio.height}vh);
    aspect-ratio: ${mobileRatio.width} / ${mobileRatio.height};
  }
`;

const Slide = styled(animated.div)`
  position: absolute;
  inset: 0;
  will-change: transform;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
`;

const ArrowButton = styled.button`
  ${iconButtonStyle()}
  border: 1px solid ${({ theme }) => theme.palette.border};

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.palette.brandText};
    color: ${({ theme }) => theme.palette.brandText};
  }

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 2px;
`;

/** 24 px target (WCAG 2.5.8) around a 10 px dot. */
const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.palette.brandText};
    background: transparent;
  }

  &[aria-current='true']::after {
    background: ${({ theme }) => theme.palette.brandText};
  }
`;
