export * from './rating-histogram';
export * from './arrange-reviews';
export * from './messages/en/review-sorts';
export * from './review-eligibility';
