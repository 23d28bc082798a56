import { citiesOf, type Province } from '../location';
import { SHIPPING_FEE } from '../price/shipping';

/** Where a parcel goes: a province of the checkout's list and one of its cities. */
export interface DeliveryPlace {
  province: string;
  city: string;
}

/**
 * The largest cities, where couriers have their own hubs: a parcel reaches them a day sooner. Each is spelt as in
 * the checkout's city lists.
 */
export const MAJOR_CITIES: readonly string[] = [
  'Karachi',
  'Lahore',
  'Faisalabad',
  'Rawalpindi',
  'Gujranwala',
  'Multan',
  'Hyderabad',
  'Peshawar',
  'Quetta',
  'Islamabad',
];

/** Days from order to door: within the seller's province, and from another (or an unknown) province. */
const DAYS = {
  sameProvince: { min: 2, max: 4 },
  otherProvince: { min: 4, max: 7 },
} as const;

const DAY_MS = 24 * 3600_000;

/** What the product page tells a shopper about getting the product to their city. */
export interface DeliveryEstimate {
  /** Fewest and most days from ordering today. */
  minDays: number;
  maxDays: number;
  /** The first and last day it is expected (the same time of day as `now`, `minDays` and `maxDays` later). */
  earliest: Date;
  latest: Date;
  /** The flat fee the checkout charges once per order, in rupees. */
  fee: number;
  /** Cash on Delivery, the checkout's only payment method, is taken in every city the checkout delivers to. */
  cashOnDelivery: boolean;
}

/** True when the place is a city of the checkout's lists, i.e. one Sauda delivers to. */
export function isDeliveryPlace(place: DeliveryPlace): boolean {
  return citiesOf(place.province).includes(place.city);
}

/**
 * The delivery estimate for a city: 2–4 days within the seller's province, 4–7 days from another province; a major
 * city (`MAJOR_CITIES`) a day sooner at each end. When the seller's province is not known (neither backend's
 * product says where the shop ships from) the longer range is promised: a parcel should come early, not late.
 * Null for a place the checkout does not deliver to.
 */
export function deliveryEstimate(
  to: DeliveryPlace,
  { now, from = null }: { now: Date; from?: Province | null },
): DeliveryEstimate | null {
  if (!isDeliveryPlace(to)) return null;
  const range = from === to.province ? DAYS.sameProvince : DAYS.otherProvince;
  const sooner = MAJOR_CITIES.includes(to.city) ? 1 : 0;
  const minDays = range.min - sooner;
  const maxDays = range.max - sooner;
  return {
    minDays,
    maxDays,
    earliest: new Date(now.getTime() + minDays * DAY_MS),
    latest: new Date(now.getTime() + maxDays * DAY_MS),
    fee: SHIPPING_FEE,
    cashOnDelivery: true,
  };
}
