export { CheckoutForm, type CheckoutFormProps } from './checkout-form';
