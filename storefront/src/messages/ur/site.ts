import type { site as en } from '../en/site';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the frame (in every page's first load); the keys and arguments are English's (`../en/site.ts`). */
export const site = {
  name: 'سودا',
  skipToContent: 'مواد پر جائیں',
  sessionEnded: 'آپ کا سیشن ختم ہو گیا ہے۔ براہ کرم دوبارہ لاگ ان کریں۔',
} as const satisfies Translation<typeof en>;
