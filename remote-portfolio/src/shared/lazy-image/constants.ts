/** docs/product-rules.md §9: images start loading when within 50 px of the viewport. */
export const LAZY_LOAD_MARGIN_PX = 50;
/** docs/product-rules.md §9: an image still loading after 1500 ms is revealed anyway. */
export const IMAGE_REVEAL_FALLBACK_MS = 1500;
/** Fade-in of a revealed image. */
export const IMAGE_FADE_MS = 400;
/** docs/product-rules.md §4: mockup images fade in 100, 200 and 300 ms after reveal, in order. */
export const MOCKUP_REVEAL_DELAYS_MS = [100, 200, 300] as const;
