import type { TextsIn } from '../../../lib/kit-texts';
import type { resendCountdownTexts } from './en';

/** The resend button's texts in Urdu. */
export const resendCountdownTextsUr: TextsIn<typeof resendCountdownTexts> = {
  label: 'کوڈ دوبارہ بھیجیں',
  waitingLabel: (secondsLeft) => `${secondsLeft} سیکنڈ بعد کوڈ دوبارہ بھیجیں`,
};
