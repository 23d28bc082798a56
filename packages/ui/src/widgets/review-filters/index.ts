export { ReviewFilters, type ReviewFiltersLabels, type ReviewFiltersProps } from './review-filters';
