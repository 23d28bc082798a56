export { OrderSummary, type OrderSummaryLabels, type OrderSummaryProps } from './order-summary';
