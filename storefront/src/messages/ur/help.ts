import type { help as en } from '../en/help';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the help tools (§2.19, §2.21); the keys and arguments are English's (`../en/help.ts`). */
export const help = {
  track: {
    title: 'اپنا آرڈر ٹریک کریں - سودا',
    description: 'دیکھیں کہ آپ کا آرڈر کہاں ہے، سیلر سے لے کر آپ کے دروازے تک۔',
    heading: 'اپنا آرڈر ٹریک کریں',
    subtitle: 'میرے آرڈرز سے آرڈر نمبر (یا آئی ڈی) درج کریں۔',
    orderId: 'آرڈر آئی ڈی',
    submit: 'آرڈر ٹریک کریں',
    loading: 'ٹریکنگ کی معلومات لوڈ ہو رہی ہیں...',
    notFound: 'ہمیں آپ کے آرڈرز میں اس آئی ڈی کا کوئی آرڈر نہیں ملا۔',
    required: 'براہ کرم اپنی آرڈر آئی ڈی درج کریں۔',
    viewDetails: 'آرڈر کی تفصیلات دیکھیں',
    /** `status` is the order's stopped status as the Urdu build names it (`منسوخ شدہ`, `واپس شدہ`). */
    cancelled: (status: string) => `یہ آرڈر ${status} ہے۔`,
  },
  cancel: {
    title: 'میرا آرڈر منسوخ کریں - سودا',
    description: 'ایسا آرڈر منسوخ کرنے کی درخواست کریں جو ابھی روانہ نہیں ہوا۔',
    heading: 'میرا آرڈر منسوخ کریں',
    subtitle: 'آرڈر اس وقت تک منسوخ کیے جا سکتے ہیں جب تک وہ زیرِ التوا یا کنفرم ہوں۔',
  },
  returnOrder: {
    title: 'میرا آرڈر واپس کریں - سودا',
    description: 'ڈیلیوری کے 7 دن کے اندر آرڈر واپس کریں۔',
    heading: 'میرا آرڈر واپس کریں',
    subtitle: 'ڈیلیور ہو چکے آرڈرز ڈیلیوری کے 7 دن کے اندر واپس کیے جا سکتے ہیں۔',
  },
} as const satisfies Translation<typeof en>;
