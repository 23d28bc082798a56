export { OrderCard, type OrderCardProps } from './order-card';
