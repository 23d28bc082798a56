export {
  ProductSummary,
  type ProductChoice,
  type ProductSummaryLabels,
  type ProductSummaryProps,
} from './product-summary';
