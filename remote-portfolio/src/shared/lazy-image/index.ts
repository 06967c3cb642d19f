export { LazyImage, type ImageSource, type LazyImageProps } from './LazyImage';
export { IMAGE_REVEAL_FALLBACK_MS, LAZY_LOAD_MARGIN_PX, MOCKUP_REVEAL_DELAYS_MS } from './constants';
