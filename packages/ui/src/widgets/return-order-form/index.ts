export {
  ReturnOrderForm,
  type ReturnOrderFormLabels,
  type ReturnOrderFormProps,
  type ReturnOrderRequest,
} from './return-order-form';
