import type { Complete } from '../../../translation';
import type * as en from '../en/order-tracking';
import type * as ur from './order-tracking';

// The tracking page's "where the parcel is", in Urdu.
/** Where an order not yet shipped is. */
export const TRACKING_AT_SELLER = 'سیلر کے پاس، تیاری جاری ہے';
/** The place of the texts below when the city is not known: oblique ('آپ کے شہر'), as it only comes before میں and کی طرف. */
export const TRACKING_YOUR_CITY = 'آپ کے شہر';
/** 'لاہور میں ڈیلیور ہو گیا'. */
export function trackingDeliveredIn(place: string): string {
  return `${place} میں ڈیلیور ہو گیا`;
}
/** 'لاہور کی طرف روانہ'. */
export function trackingOnTheWayTo(place: string): string {
  return `${place} کی طرف روانہ`;
}

/** Fails the type check when a text of `../en/order-tracking.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
