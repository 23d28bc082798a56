export { VariantPicker, type VariantPickerLabels, type VariantPickerProps } from './variant-picker';
export { PriceTag, type PriceTagLabels, type PriceTagProps } from './price-tag';
export { variantOptionVariants, variantSwatchVariants } from './variant-picker.variants';
