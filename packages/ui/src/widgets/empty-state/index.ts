export { EmptyState, type EmptyStateAction, type EmptyStateLabels, type EmptyStateProps } from './empty-state';
export { emptyStates } from './empty-states';
