import type { helpAndSupport as en } from '../en/help-and-support';
import type { Translation } from '@sauda/commerce';

/**
 * Urdu texts of the /help-and-support page (§2.19); the keys and arguments are English's
 * (`../en/help-and-support.ts`).
 */
export const helpAndSupport = {
  title: 'مدد اور سپورٹ - سودا',
  description: 'آرڈر ٹریک، منسوخ یا واپس کریں، اپنا پاس ورڈ ری سیٹ کریں، یا ہم سے رابطہ کریں۔',
  heading: 'مدد اور سپورٹ',
  subtitle: 'آج ہم آپ کی کیا مدد کر سکتے ہیں؟',
  search: 'مدد تلاش کریں',
  searchPlaceholder: 'مدد تلاش کریں...',
  contactHeading: 'اب بھی مدد چاہیے؟',
  email: 'ای میل',
  phone: 'فون',
  hours: 'سپورٹ کے اوقات',
} as const satisfies Translation<typeof en>;
