import type { pageLoad as en } from '../en/page-load';
import type { Translation } from '@sauda/commerce';

/**
 * Urdu texts of loading a page and failing to: the route loader, the data retry screen and the page-code failure
 * screen; the keys and arguments are English's (`../en/page-load.ts`).
 */
export const pageLoad = {
  loadingPage: 'صفحہ لوڈ ہو رہا ہے',
  loadFailed: 'ہم اسے لوڈ نہیں کر سکے۔ اپنا کنکشن چیک کریں؛ ہم کوشش جاری رکھیں گے۔',
  tryAgain: 'دوبارہ کوشش کریں',
  failedTitle: 'ہم یہ صفحہ نہیں کھول سکے',
  failed: 'صفحے کا کچھ حصہ ڈاؤن لوڈ نہیں ہوا۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  goHome: 'ہوم پیج پر جائیں',
} as const satisfies Translation<typeof en>;
