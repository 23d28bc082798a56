// The tracking page's "where the parcel is" (`orderTracking`'s `lastLocation`).
/** Where an order not yet shipped is. */
export const TRACKING_AT_SELLER = 'At the seller, being prepared';
/** The place of the texts below when the order's delivery city is not known. */
export const TRACKING_YOUR_CITY = 'your city';
/** 'Delivered in Lahore' (or in `TRACKING_YOUR_CITY`). */
export function trackingDeliveredIn(place: string): string {
  return `Delivered in ${place}`;
}
/** 'On the way to Lahore' (or to `TRACKING_YOUR_CITY`). */
export function trackingOnTheWayTo(place: string): string {
  return `On the way to ${place}`;
}
