import type { Complete } from '../../../translation';
import type * as en from '../en/checkout';
import type * as ur from './checkout';

// Checkout: the texts of spec §5, §8 in Urdu.
export const ALL_FIELDS_REQUIRED_MESSAGE = 'تمام خانے پُر کرنا لازمی ہے۔';
export const ORDER_PLACED_MESSAGE = 'آپ کا آرڈر کامیابی سے دے دیا گیا!';
export const ORDER_FAILED_MESSAGE = 'آرڈر دینے میں خرابی پیش آئی';
/** 'آرڈر دینے میں خرابی پیش آئی: {server message}'. */
export function orderFailedMessage(serverMessage?: string | null): string {
  return serverMessage ? `${ORDER_FAILED_MESSAGE}: ${serverMessage}` : ORDER_FAILED_MESSAGE;
}

/** Fails the type check when a text of `../en/checkout.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
