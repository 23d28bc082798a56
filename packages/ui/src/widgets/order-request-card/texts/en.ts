import { cancellationStatusLabel } from '@sauda/commerce';
import type { RequestCardLabels } from '../request-card';

/**
 * The request cards' shared texts in English: their defaults, and the keys of their texts in any other language
 * (`./ur.ts`). Each kind's names of its id, date and amount are in its folder (`return-card`, `cancellation-card`).
 */
export const requestCardTexts = {
  status: 'Status',
  statusName: (status: string) => cancellationStatusLabel(status),
  viewProducts: 'View Products',
  hideDetails: 'Hide Details',
  products: 'Products',
  quantity: 'Qty',
  total: 'Total',
  noProducts: 'No products in this request.',
  order: 'Order',
  copyId: 'Copy full ID',
  copied: 'Copied',
  copyFailed: 'Could not copy the ID',
} satisfies Required<RequestCardLabels>;
