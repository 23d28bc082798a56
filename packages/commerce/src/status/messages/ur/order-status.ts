import type { Complete } from '../../../translation';
import type * as en from '../en/order-status';
import type * as ur from './order-status';

/** An order's status as shown to the shopper, in Urdu (an unknown status is shown as it came). */
export { URDU_ORDER_STATUS_NAMES as ORDER_STATUS_LABELS } from '../../urdu-status-names';

/** Fails the type check when a text of `../en/order-status.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
