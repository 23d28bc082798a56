import type { Complete } from '../../../translation';
import type * as en from '../en/request-status';
import type * as ur from './request-status';

/** A return's or cancellation's status as shown to the shopper, in Urdu. */
export { URDU_REQUEST_STATUS_NAMES as REQUEST_STATUS_LABELS } from '../../urdu-status-names';

/** Fails the type check when a text of `../en/request-status.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
