export { CancelOrderForm, type CancelOrderFormProps, type CancelOrderRequest } from './cancel-order-form';
