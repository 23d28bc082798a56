export { CancellationCard, type CancellationCardLabels, type CancellationCardProps } from './cancellation-card';
export type { RequestCardLabels } from '../order-request-card';
