import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useControlStates } from '../../lib/use-control-states';
import {
  checkboxBoxVariants,
  checkboxControlVariants,
  checkboxHelpVariants,
  checkboxLabelVariants,
  checkboxVariants,
} from './checkbox.variants';

export interface CheckboxProps {
  /** The label, e.g. 'Save this address for next time'. Clicking it toggles the checkbox. */
  children: ReactNode;
  /** Whether the box is ticked (controlled). */
  isSelected?: boolean;
  /**
   * Whether the box starts ticked (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new state when the shopper ticks or unticks the box. */
  onChange?: (isSelected: boolean) => void;
  /**
   * Shows a dash and reads as "mixed", e.g. 'Select all' over a partly selected cart.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Can be focused and read but not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Must be ticked (see `validationBehavior`).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Marks the box invalid without a message; `errorMessage` does this too.
   * @default false
   */
  isInvalid?: boolean;
  /** Help text under the label, linked to the checkbox as its accessible description. */
  description?: ReactNode;
  /**
   * Error shown under the label. While set, the checkbox is invalid (`aria-invalid`) and the message is part of its
   * accessible description.
   */
  errorMessage?: string;
  /**
   * `aria`: only marks the checkbox invalid and lets the form submit; `native`: also blocks submission while a
   * required checkbox is unticked.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Name of the field in a submitted form. */
  name?: string;
  /**
   * Value submitted with the form while ticked.
   * @default 'on'
   */
  value?: string;
  /** Id of the input. */
  id?: string;
  /** Accessible name when the label is not enough. */
  'aria-label'?: string;
  /** Ids of more elements that describe the checkbox. */
  'aria-describedby'?: string;
  /** Extra classes for the root element. */
  className?: string;
}

function CheckIcon() {
  return (
    <svg data-slot="checkbox-icon" aria-hidden viewBox="0 0 16 16" fill="none" className="sd:size-3.5">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DashIcon() {
  return (
    <svg data-slot="checkbox-icon" aria-hidden viewBox="0 0 16 16" fill="none" className="sd:size-3.5">
      <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A checkbox with a visible box, label, optional description and error, on a native `<input type="checkbox">`
 * inside its `<label>`. Supports the indeterminate state and read-only boxes (focusable, announced, unchangeable).
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isInvalid = false,
  description,
  errorMessage,
  validationBehavior = 'aria',
  name,
  value,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedby,
  className,
}: CheckboxProps) {
  const ids = useId();
  const [own, setOwn] = useState(defaultSelected);
  const { isHovered, isFocusVisible, labelProps, inputProps } = useControlStates(isDisabled || isReadOnly);
  const selected = isSelected ?? own;
  const invalid = Boolean(errorMessage) || isInvalid;
  const descriptionId = description ? `${ids}-description` : undefined;
  const errorId = errorMessage ? `${ids}-error` : undefined;
  const native = validationBehavior === 'native';

  const state = {
    'data-selected': selected || undefined,
    'data-indeterminate': isIndeterminate || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
    'data-invalid': invalid || undefined,
    'data-required': isRequired || undefined,
  };

  return (
    <div {...state} data-slot="checkbox" className={cx(checkboxVariants(), className)}>
      <label
        {...labelProps}
        {...state}
        data-slot="checkbox-control"
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        className={checkboxControlVariants()}
      >
        <span className="sd:sr-only">
          <input
            {...inputProps}
            // `indeterminate` is a property, not an attribute: set it as the input mounts and on every render after.
            ref={(input) => {
              if (input) input.indeterminate = isIndeterminate;
            }}
            type="checkbox"
            id={id}
            name={name}
            value={value}
            checked={selected}
            disabled={isDisabled}
            required={native && isRequired}
            aria-required={!native && isRequired ? true : undefined}
            aria-invalid={invalid || undefined}
            aria-readonly={isReadOnly || undefined}
            aria-label={ariaLabel}
            aria-describedby={cx(ariaDescribedby, descriptionId, errorId) || undefined}
            onChange={(event) => {
              if (isReadOnly) return;
              const next = event.currentTarget.checked;
              if (isSelected === undefined) setOwn(next);
              onChange?.(next);
            }}
          />
        </span>
        <span data-slot="checkbox-box" className={checkboxBoxVariants()}>
          {isIndeterminate ? <DashIcon /> : selected ? <CheckIcon /> : null}
        </span>
        <span data-slot="checkbox-label" className={checkboxLabelVariants()}>
          {children}
        </span>
      </label>
      {description && (
        <span id={descriptionId} data-slot="checkbox-description" className={checkboxHelpVariants()}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} data-slot="checkbox-error" className={checkboxHelpVariants({ tone: 'error' })}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
