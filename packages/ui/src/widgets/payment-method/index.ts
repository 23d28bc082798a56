export { PaymentMethod, CASH_ON_DELIVERY, type PaymentMethodLabels, type PaymentMethodProps } from './payment-method';
