export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './empty-state';
export { emptyStates } from './empty-states';
