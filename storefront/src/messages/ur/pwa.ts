import type { pwa as en } from '../en/pwa';
import type { Translation } from '@sauda/commerce';

/**
 * Urdu texts of the installable, offline-tolerant storefront (issue 33); the keys and arguments are English's
 * (`../en/pwa.ts`).
 */
export const pwa = {
  offline: 'آپ آف لائن ہیں۔ آپ کے دیکھے ہوئے صفحات اور آپ کی کارٹ اب بھی یہاں موجود ہیں۔',
  updateReady: 'سودا کا نیا ورژن تیار ہے',
  reload: 'ری لوڈ کریں',
  install: 'سودا ایپ انسٹال کریں',
  orderOffline:
    'آپ آف لائن ہیں۔ آپ کا آرڈر نہیں دیا گیا، اور آپ کے دوبارہ آن لائن ہونے تک کچھ نہیں بھیجا جائے گا: آپ کی کارٹ اور ایڈریس محفوظ ہیں، اس لیے آن لائن ہونے پر دوبارہ آرڈر دیں۔',
  writeOffline: 'آپ آف لائن ہیں۔ آن لائن ہونے پر دوبارہ کوشش کریں؛ آپ کا لکھا ہوا محفوظ ہے۔',
} as const satisfies Translation<typeof en>;
