export { OrderConfirmation, type OrderConfirmationLabels, type OrderConfirmationProps } from './order-confirmation';
