import { useId, type ReactNode } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  Text,
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
} from './text-field.variants';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'style' | 'type' | 'prefix' | 'validationBehavior'
> {
  /** The visible label, e.g. 'Full name'. It is the input's accessible name. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only, for fields whose purpose is obvious from the layout (a search bar).
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the field, linked to the input as its accessible description. */
  description?: ReactNode;
  /**
   * Error shown under the field. While set, the field is invalid (`aria-invalid`) and the message is part of the
   * input's accessible description.
   */
  errorMessage?: string;
  /**
   * Text or icon inside the field boundary before the input, e.g. '+92'. It is read after the label and isolated
   * from the text direction, so '+92' stays '+92' in right-to-left layouts.
   */
  prefix?: ReactNode;
  /** Hint shown while the field is empty, e.g. '314XXXX910'. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Kind of text; picks the on-screen keyboard and autofill behaviour.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  /**
   * `aria`: only marks the field invalid and lets the form submit, so the app's own rules (with the spec's exact
   * messages) decide; `native`: also uses the browser's constraint validation and blocks submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Extra classes for the root element. */
  className?: string;
}

/** A single-line text input with label, description, error message and optional prefix (react-aria `TextField`). */
export function TextField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  prefix,
  placeholder,
  type = 'text',
  validationBehavior = 'aria',
  isInvalid,
  isRequired,
  className,
  'aria-labelledby': ariaLabelledby,
  ...props
}: TextFieldProps) {
  const prefixId = useId();
  const hasPrefix = prefix != null && prefix !== false;
  return (
    <AriaTextField
      {...props}
      type={type}
      isRequired={isRequired}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior={validationBehavior}
      aria-labelledby={cx(ariaLabelledby, hasPrefix && prefixId) || undefined}
      data-slot="text-field"
      className={cx(fieldVariants(), className)}
    >
      <Label data-slot="text-field-label" className={fieldLabelVariants({ hidden: hideLabel })}>
        {label}
        {isRequired && (
          <span data-slot="text-field-required-marker" aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </Label>
      <Group data-slot="text-field-control" className={fieldControlVariants({ multiline: false })}>
        {hasPrefix && (
          <bdi data-slot="text-field-prefix" id={prefixId} className={fieldPrefixVariants({ multiline: false })}>
            {prefix}
          </bdi>
        )}
        <Input
          data-slot="text-field-input"
          placeholder={placeholder}
          className={fieldInputVariants({ multiline: false })}
        />
      </Group>
      {description && (
        <Text slot="description" data-slot="text-field-description" className={fieldDescriptionVariants()}>
          {description}
        </Text>
      )}
      <FieldError data-slot="text-field-error" className={fieldErrorVariants()}>
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}
