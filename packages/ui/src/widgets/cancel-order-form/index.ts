export {
  CancelOrderForm,
  type CancelOrderFormLabels,
  type CancelOrderFormProps,
  type CancelOrderRequest,
} from './cancel-order-form';
