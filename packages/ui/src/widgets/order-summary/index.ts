export { OrderSummary, type OrderSummaryProps } from './order-summary';
