export {
  RequestCard,
  type OrderRequest,
  type RequestCardBaseProps,
  type RequestCardLabels,
  type RequestKindLabels,
} from './request-card';
