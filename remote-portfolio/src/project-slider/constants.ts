/** docs/product-rules.md §9: a swipe needs more than 50 px of horizontal movement. */
export const SWIPE_THRESHOLD_PX = 50;

/** docs/product-rules.md §2: image area aspect ratio 7/3, 6/6 on mobile, at most 70vh high. */
export const IMAGE_AREA = {
  ratio: { width: 7, height: 3 },
  mobileRatio: { width: 6, height: 6 },
  maxHeightVh: 70,
} as const;

/** Words of the carousel controls (WAI-ARIA carousel pattern). */
export const SLIDER_TEXT = {
  carouselRole: 'carousel',
  slideRole: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pickerLabel: 'Choose a slide',
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  dotLabel: (position: number) => `Slide ${position}`,
  carouselLabel: (project: string) => `${project} screenshots`,
} as const;
