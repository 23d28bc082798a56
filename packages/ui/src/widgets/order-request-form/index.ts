export {
  OrderRequestForm,
  type OrderRequestFields,
  type OrderRequestFormBaseProps,
  type OrderRequestFormLabels,
  type OrderRequestFormProps,
  type OrderRequestKind,
  type OrderRequestLabels,
} from './order-request-form';
