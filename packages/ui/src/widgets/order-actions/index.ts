export {
  OrderActions,
  hasOrderActions,
  type OrderActionHrefs,
  type OrderActionsLabels,
  type OrderActionsProps,
} from './order-actions';
