export {
  OrderRequestForm,
  type OrderRequestFields,
  type OrderRequestFormBaseProps,
  type OrderRequestFormProps,
  type OrderRequestKind,
  type OrderRequestLabels,
} from './order-request-form';
