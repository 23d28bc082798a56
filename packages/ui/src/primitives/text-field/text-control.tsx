import { useId, useState, type InputHTMLAttributes, type ReactNode, type RefAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { TextControlElement, TextControlProps } from './text-control-props';
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
import { useControlInteraction } from './use-control-interaction';
import { useNativeValidation } from './use-native-validation';

/** The attributes TextControl gives its `<input>` or `<textarea>`. */
export type TextControlAttributes<E extends TextControlElement> = InputHTMLAttributes<E> &
  RefAttributes<E> & { 'data-slot': string };

interface TextControlFrameProps<E extends TextControlElement> extends TextControlProps<E> {
  /** Prefix of every part's `data-slot`: 'text-field' or 'text-area'. */
  slot: string;
  /** Top-aligned prefix and a growing boundary for a text area. */
  multiline: boolean;
  /** Renders the native control with the attributes given. */
  children: (control: TextControlAttributes<E>) => ReactNode;
}

/**
 * The label, boundary, prefix, description and error shared by TextField and TextArea, wired to the native control
 * with `for`/`id` and `aria-*` as React Aria's TextField did, and with the same `data-*` state the styles read.
 */
export function TextControl<E extends TextControlElement>({
  slot,
  multiline,
  children,
  label,
  hideLabel = false,
  description,
  errorMessage,
  prefix,
  validationBehavior = 'aria',
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  value,
  defaultValue = '',
  onChange,
  id,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
  className,
  ...attributes
}: TextControlFrameProps<E>) {
  const ids = useId();
  const controlId = id ?? `${ids}-control`;
  const labelId = `${ids}-label`;
  const prefixId = `${ids}-prefix`;
  const descriptionId = `${ids}-description`;
  const errorId = `${ids}-error`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const native = validationBehavior === 'native';
  const appInvalid = Boolean(errorMessage) || isInvalid;
  const interaction = useControlInteraction(isDisabled);
  const validation = useNativeValidation<E>(native, appInvalid, errorMessage, interaction.showFocusRing);
  const shownError = errorMessage || validation.message;
  const invalid = appInvalid || Boolean(validation.message);
  const hasPrefix = prefix != null && prefix !== false;

  return (
    <div
      data-slot={slot}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
      className={cx(fieldVariants(), className)}
    >
      <label
        id={labelId}
        htmlFor={controlId}
        data-slot={`${slot}-label`}
        className={fieldLabelVariants({ hidden: hideLabel })}
      >
        {label}
        {isRequired && (
          <span data-slot={`${slot}-required-marker`} aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </label>
      <div
        {...interaction.attributes}
        data-slot={`${slot}-control`}
        data-disabled={isDisabled || undefined}
        data-invalid={invalid || undefined}
        className={fieldControlVariants({ multiline })}
      >
        {hasPrefix && (
          // A prefix is a code or a unit ('+92', 'Rs'): read left to right in an Urdu page too, where a bare `<bdi>`
          // would take the page's direction for text of no direction of its own and show '92+'.
          <bdi dir="ltr" data-slot={`${slot}-prefix`} id={prefixId} className={fieldPrefixVariants({ multiline })}>
            {prefix}
          </bdi>
        )}
        {children({
          ...attributes,
          ref: validation.ref,
          id: controlId,
          value: value ?? ownValue,
          disabled: isDisabled,
          readOnly: isReadOnly,
          required: native && isRequired,
          'aria-required': (!native && isRequired) || undefined,
          'aria-invalid': invalid || undefined,
          'aria-labelledby': cx(label ? labelId : null, ariaLabelledby, hasPrefix && prefixId) || undefined,
          'aria-describedby':
            cx(description ? descriptionId : null, shownError ? errorId : null, ariaDescribedby) || undefined,
          onChange: (event) => {
            const next = event.currentTarget.value;
            setOwnValue(next);
            validation.clear();
            onChange?.(next);
          },
          onInvalid: validation.onInvalid,
          className: fieldInputVariants({ multiline }),
          'data-slot': `${slot}-input`,
        })}
      </div>
      {description && (
        <span id={descriptionId} data-slot={`${slot}-description`} className={fieldDescriptionVariants()}>
          {description}
        </span>
      )}
      {shownError && (
        <span id={errorId} data-slot={`${slot}-error`} className={fieldErrorVariants()}>
          {shownError}
        </span>
      )}
    </div>
  );
}
