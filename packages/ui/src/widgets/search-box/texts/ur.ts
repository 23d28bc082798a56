import type { TextsIn } from '../../../lib/kit-texts';
import type { searchBoxTexts } from './en';

/** The search box's texts in Urdu. */
export const searchBoxTextsUr: TextsIn<typeof searchBoxTexts> = {
  field: 'پروڈکٹس تلاش کریں',
  placeholder: 'سودا میں تلاش کریں',
  submit: 'تلاش کریں',
  recent: 'حالیہ تلاش',
  clearHistory: 'ہسٹری صاف کریں',
  suggested: 'تجویز کردہ تلاش',
  live: 'تجاویز',
  listbox: 'تلاش کی تجاویز',
  loading: 'تجاویز لوڈ ہو رہی ہیں...',
  count: (count) => (count === 1 ? `${count} تجویز دستیاب ہے۔` : `${count} تجاویز دستیاب ہیں۔`),
};
