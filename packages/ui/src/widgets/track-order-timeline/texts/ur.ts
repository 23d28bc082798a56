import type { TextsIn } from '../../../lib/kit-texts';
import type { trackOrderTimelineTexts } from './en';

/** The timeline's texts in Urdu. */
export const trackOrderTimelineTextsUr: TextsIn<typeof trackOrderTimelineTexts> = {
  heading: (orderId) => `آرڈر ${orderId}`,
  lastLocation: 'آخری مقام',
  estimatedDelivery: 'متوقع ڈیلیوری',
  status: 'صورتحال',
  cancelled: 'یہ آرڈر منسوخ ہو چکا ہے۔',
  currentStep: 'موجودہ مرحلہ',
  doneStep: 'مکمل',
  notYetStep: 'ابھی نہیں',
};
