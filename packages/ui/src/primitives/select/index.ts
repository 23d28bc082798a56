export { Select, type SelectItem, type SelectProps } from './select';
export {
  selectIconVariants,
  selectItemVariants,
  selectListVariants,
  selectPopoverVariants,
  selectTriggerVariants,
  selectValueVariants,
} from './select.variants';
