import type { TextsIn } from '../../../lib/kit-texts';
import type { priceTagTexts, variantPickerTexts } from './en';

/** The price tag's texts in Urdu. */
export const priceTagTextsUr: TextsIn<typeof priceTagTexts> = {
  price: 'قیمت',
  oldPrice: 'اصل قیمت',
  discount: (percent) => `${percent}% رعایت`,
};

/** The variant picker's own texts in Urdu. */
export const variantPickerTextsUr: TextsIn<typeof variantPickerTexts> = {
  color: 'رنگ',
  size: 'سائز',
  unavailable: 'دستیاب نہیں',
  outOfStock: 'اسٹاک میں نہیں',
};
