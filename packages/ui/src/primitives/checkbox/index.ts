export { Checkbox, type CheckboxProps } from './checkbox';
export {
  checkboxBoxVariants,
  checkboxControlVariants,
  checkboxHelpVariants,
  checkboxLabelVariants,
  checkboxVariants,
} from './checkbox.variants';
