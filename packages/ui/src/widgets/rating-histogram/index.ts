export { RatingHistogram, type RatingHistogramLabels, type RatingHistogramProps } from './rating-histogram';
