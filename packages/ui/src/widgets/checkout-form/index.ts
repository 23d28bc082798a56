export { CheckoutForm, type CheckoutFormLabels, type CheckoutFormProps } from './checkout-form';
