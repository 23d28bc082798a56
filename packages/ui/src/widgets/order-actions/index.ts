export { OrderActions, hasOrderActions, type OrderActionHrefs, type OrderActionsProps } from './order-actions';
