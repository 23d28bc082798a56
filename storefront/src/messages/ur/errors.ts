import type { errors as en } from '../en/errors';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the /error/* pages (§2.20); the keys and arguments are English's (`../en/errors.ts`). */
export const errors = {
  titles: {
    generic: 'کچھ غلط ہو گیا - سودا',
    storeNotFound: 'اسٹور نہیں ملا - سودا',
    productNotFound: 'کوئی پروڈکٹ نہیں ملا - سودا',
    pageNotFound: 'صفحہ نہیں ملا - سودا',
    serverError: 'سرور میں خرابی - سودا',
  },
  description: 'معذرت، ہم یہ صفحہ نہیں دکھا سکے۔',
} as const satisfies Translation<typeof en>;
