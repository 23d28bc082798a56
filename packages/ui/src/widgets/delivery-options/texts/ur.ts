import type { TextsIn } from '../../../lib/kit-texts';
import type { deliveryOptionsTexts } from './en';

/** The delivery box's texts in Urdu. */
export const deliveryOptionsTextsUr: TextsIn<typeof deliveryOptionsTexts> = {
  heading: 'ڈیلیوری اور واپسی',
  deliverTo: (place) => `${place.city}، ${place.province} میں ڈیلیوری`,
  choosePlace: 'آرڈر کب پہنچے گا، یہ جاننے کے لیے اپنا شہر منتخب کریں۔',
  change: 'تبدیل کریں',
  province: 'صوبہ',
  city: 'شہر',
  provincePlaceholder: 'صوبہ منتخب کریں',
  cityPlaceholder: 'شہر منتخب کریں',
  standardDelivery: 'اسٹینڈرڈ ڈیلیوری',
  window: (earliest, latest, estimate) =>
    `${earliest} سے ${latest} کے درمیان مل جائے گا (${estimate.minDays}–${estimate.maxDays} دن)`,
  fee: 'ڈیلیوری فیس',
  cashOnDelivery: 'کیش آن ڈیلیوری دستیاب ہے',
  noCashOnDelivery: 'اس شہر میں کیش آن ڈیلیوری دستیاب نہیں',
  returnPolicy: 'ڈیلیوری کے 7 دن کے اندر واپسی',
  returnPolicyLink: 'واپسی کی پالیسی',
  noEstimate: 'ہم ابھی اس شہر میں ڈیلیوری کے وقت کا اندازہ نہیں لگا سکتے۔',
};
