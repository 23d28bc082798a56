import type { TextsIn } from '../../../lib/kit-texts';
import type { storeHeaderTexts } from './en';

/** The store header's texts in Urdu. */
export const storeHeaderTextsUr: TextsIn<typeof storeHeaderTexts> = {
  follow: 'فالو کریں',
  unfollow: 'ان فالو کریں',
  products: 'پروڈکٹس',
  followers: 'فالوورز',
  following: 'فالوئنگ',
  owner: 'مالک',
  loading: 'اسٹور لوڈ ہو رہا ہے',
};
