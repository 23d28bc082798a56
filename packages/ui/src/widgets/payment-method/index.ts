export { PaymentMethod, CASH_ON_DELIVERY, type PaymentMethodProps } from './payment-method';
