export { preloadRangeSlider, RangeSlider, type RangeSliderProps } from './range-slider';
