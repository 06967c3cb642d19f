export { ProjectSlider, type ProjectSliderProps } from './ProjectSlider';
export { IMAGE_AREA, SLIDER_TEXT, SWIPE_THRESHOLD_PX } from './constants';
export { slideTo, type EnterFrom, type SliderState } from './useSlider';
