export { OrderConfirmation, type OrderConfirmationProps } from './order-confirmation';
