export { Select, type SelectItem, type SelectKey, type SelectLabels, type SelectProps } from './select';
export {
  selectControlVariants,
  selectIconVariants,
  selectOptionVariants,
  selectTriggerVariants,
} from './select.variants';
