import type { DeliveryEstimate, DeliveryPlace } from '@sauda/commerce';
import type { DeliveryOptionsLabels } from '../delivery-options';

/** The delivery box's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const deliveryOptionsTexts = {
  heading: 'Delivery & returns',
  deliverTo: (place: DeliveryPlace) => `Deliver to ${place.city}, ${place.province}`,
  choosePlace: 'Choose your city to see when it arrives.',
  change: 'Change',
  province: 'Province',
  city: 'City',
  provincePlaceholder: 'Select a province',
  cityPlaceholder: 'Select a city',
  standardDelivery: 'Standard delivery',
  window: (earliest: string, latest: string, estimate: DeliveryEstimate) =>
    `Get it between ${earliest} and ${latest} (${estimate.minDays}–${estimate.maxDays} days)`,
  fee: 'Delivery fee',
  cashOnDelivery: 'Cash on Delivery available',
  noCashOnDelivery: 'Cash on Delivery is not available in this city',
  returnPolicy: 'Returns within 7 days of delivery',
  returnPolicyLink: 'Return policy',
  noEstimate: 'We cannot estimate delivery to this city yet.',
} satisfies Required<DeliveryOptionsLabels>;
