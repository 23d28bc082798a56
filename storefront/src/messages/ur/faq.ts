import type { faq as en } from '../en/faq';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the /faq page (§2.19); the keys and arguments are English's (`../en/faq.ts`). */
export const faq = {
  title: 'عام سوالات - سودا',
  description: 'خریداروں اور سیلرز کے سب سے زیادہ پوچھے جانے والے سوالات کے جوابات۔',
  heading: 'اکثر پوچھے جانے والے سوالات',
} as const satisfies Translation<typeof en>;
