import { useId, type ReactNode } from 'react';
import {
  FieldError,
  Group,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import {
  fieldControlVariants,
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldInputVariants,
  fieldLabelVariants,
  fieldPrefixVariants,
  fieldRequiredMarkerVariants,
  fieldVariants,
} from '../text-field';

export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'style' | 'type' | 'prefix' | 'validationBehavior'
> {
  /** The visible label, e.g. 'Address'. It is the text area's accessible name. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only.
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the field, linked to the text area as its accessible description. */
  description?: ReactNode;
  /**
   * Error shown under the field. While set, the field is invalid (`aria-invalid`) and the message is part of the
   * text area's accessible description.
   */
  errorMessage?: string;
  /** Text or icon inside the field boundary before the text, top-aligned. It is read after the label. */
  prefix?: ReactNode;
  /** Hint shown while the field is empty. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Visible lines of text before the shopper resizes it (vertically only).
   * @default 4
   */
  rows?: number;
  /**
   * `aria`: only marks the field invalid and lets the form submit, so the app's own rules decide; `native`: also
   * uses the browser's constraint validation and blocks submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Extra classes for the root element. */
  className?: string;
}

/** A multi-line text input with label, description and error message (react-aria `TextField` + `TextArea`). */
export function TextArea({
  label,
  hideLabel = false,
  description,
  errorMessage,
  prefix,
  placeholder,
  rows = 4,
  validationBehavior = 'aria',
  isInvalid,
  isRequired,
  className,
  'aria-labelledby': ariaLabelledby,
  ...props
}: TextAreaProps) {
  const prefixId = useId();
  const hasPrefix = prefix != null && prefix !== false;
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior={validationBehavior}
      aria-labelledby={cx(ariaLabelledby, hasPrefix && prefixId) || undefined}
      data-slot="text-area"
      className={cx(fieldVariants(), className)}
    >
      <Label data-slot="text-area-label" className={fieldLabelVariants({ hidden: hideLabel })}>
        {label}
        {isRequired && (
          <span data-slot="text-area-required-marker" aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </Label>
      <Group data-slot="text-area-control" className={fieldControlVariants({ multiline: true })}>
        {hasPrefix && (
          <bdi data-slot="text-area-prefix" id={prefixId} className={fieldPrefixVariants({ multiline: true })}>
            {prefix}
          </bdi>
        )}
        <AriaTextArea
          data-slot="text-area-input"
          rows={rows}
          placeholder={placeholder}
          className={fieldInputVariants({ multiline: true })}
        />
      </Group>
      {description && (
        <Text slot="description" data-slot="text-area-description" className={fieldDescriptionVariants()}>
          {description}
        </Text>
      )}
      <FieldError data-slot="text-area-error" className={fieldErrorVariants()}>
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}
