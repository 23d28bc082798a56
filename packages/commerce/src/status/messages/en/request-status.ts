import type { RequestStatus } from '../../request-status';

/** A return's or cancellation's status as shown to the shopper (the status values themselves stay English). */
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  Pending: 'Pending',
  Approved: 'Approved',
  Declined: 'Declined',
};
