export { CancellationCard, type CancellationCardProps } from './cancellation-card';
export type { RequestCardLabels } from '../order-request-card';
