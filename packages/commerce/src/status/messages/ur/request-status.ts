import type { RequestStatus } from '../../request-status';
import type { Complete } from '../../../translation';
import type * as en from '../en/request-status';
import type * as ur from './request-status';

/** A return's or cancellation's status as shown to the shopper, in Urdu. */
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  Pending: 'زیرِ التوا',
  Approved: 'منظور شدہ',
  Declined: 'مسترد',
};

/** Fails the type check when a text of `../en/request-status.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
