import type { about as en } from '../en/about';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the /about-us page besides its article; the keys and arguments are English's (`../en/about.ts`). */
export const about = {
  getStarted: 'خریداری شروع کریں',
} as const satisfies Translation<typeof en>;
