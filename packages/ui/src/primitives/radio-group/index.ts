export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export {
  radioCircleVariants,
  radioControlVariants,
  radioDescriptionVariants,
  radioDotVariants,
  radioGroupOptionsVariants,
  radioGroupVariants,
  radioLabelVariants,
  radioVariants,
} from './radio-group.variants';
