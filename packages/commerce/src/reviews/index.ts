export * from './rating-histogram';
export * from './arrange-reviews';
export * from './review-eligibility';
