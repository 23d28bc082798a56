export { OrderCard, type OrderCardLabels, type OrderCardProps } from './order-card';
