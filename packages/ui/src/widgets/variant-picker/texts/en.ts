import type { PriceTagLabels } from '../price-tag';
import type { VariantPickerLabels } from '../variant-picker';

/** The price tag's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const priceTagTexts = {
  price: 'Price',
  oldPrice: 'Original price',
  discount: (percent: number) => `${percent}% off`,
} satisfies Required<PriceTagLabels>;

/** The variant picker's own texts in English (its price's are `priceTagTexts`), and the keys of its other languages. */
export const variantPickerTexts = {
  color: 'Color',
  size: 'Size',
  unavailable: 'not available',
  outOfStock: 'Out of stock',
} satisfies Required<Omit<VariantPickerLabels, keyof PriceTagLabels>>;
