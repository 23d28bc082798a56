export { TextField, type TextFieldProps } from './text-field';
export {
  fieldControlVariants,
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldInputVariants,
  fieldLabelVariants,
  fieldPrefixVariants,
  fieldRequiredMarkerVariants,
  fieldVariants,
} from './text-field.variants';
