import type { store as en } from '../en/store';
import type { Translation } from '@sauda/commerce';

/** Urdu texts of the store page (§2.9); the keys and arguments are English's (`../en/store.ts`). */
export const store = {
  title: (name: string) => `${name} - سودا`,
  description: (name: string) =>
    `سودا پر ${name} کے پروڈکٹس خریدیں اور نئی آمد سے باخبر رہنے کے لیے اسٹور کو فالو کریں۔`,
  loadingTitle: 'اسٹور - سودا',
  loadingDescription: 'سودا پر ایک اسٹور: اس کے پروڈکٹس، فالوورز اور پروفائل۔',
  loadFailedTitle: 'ہم یہ اسٹور لوڈ نہیں کر سکے',
  followFailed: 'دکان کو فالو کرنے میں خرابی',
  unfollowFailed: 'دکان کو ان فالو کرنے میں خرابی',
  empty: {
    title: 'کوئی پروڈکٹ نہیں ملا',
    description: 'اس اسٹور میں ابھی کوئی پروڈکٹ نہیں ہے۔',
    actions: [{ label: 'دکانیں دیکھیں', href: '/shop' }],
  },
} as const satisfies Translation<typeof en>;
