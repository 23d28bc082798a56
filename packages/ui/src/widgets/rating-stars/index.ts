export { RatingStars, type RatingStarsLabels, type RatingStarsProps } from './rating-stars';
export { RatingInput, type RatingInputProps } from './rating-input';
export { ratingStarsVariants } from './rating-stars.variants';
