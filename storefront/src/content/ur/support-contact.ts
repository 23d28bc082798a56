import type { Translation } from '@sauda/commerce';
import type { supportContact as en } from '../en/support-contact';

/**
 * How shoppers reach Sauda's support team, in Urdu (footer, help and contact pages); the e-mail address and phone
 * number are English's (`../en/support-contact.ts`).
 */
export const supportContact = {
  email: 'support@sauda.pk',
  phone: '+92 42 111 728 320',
  address: 'لاہور، پاکستان',
  hours: 'پیر تا جمعہ، صبح 9:00 سے شام 5:00 بجے تک',
} as const satisfies Translation<typeof en>;
