export { ReturnOrderForm, type ReturnOrderFormProps, type ReturnOrderRequest } from './return-order-form';
