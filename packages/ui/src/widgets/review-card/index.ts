export { ReviewCard, type ReviewCardLabels, type ReviewCardProps } from './review-card';
