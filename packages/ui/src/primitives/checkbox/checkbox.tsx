import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Text, type CheckboxFieldProps } from 'react-aria-components';
import { cx } from '../../lib/cx';
import {
  checkboxBoxVariants,
  checkboxControlVariants,
  checkboxHelpVariants,
  checkboxLabelVariants,
  checkboxVariants,
} from './checkbox.variants';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'className' | 'children' | 'style' | 'validationBehavior'
> {
  /** The label, e.g. 'Save this address for next time'. Clicking it toggles the checkbox. */
  children: ReactNode;
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
  /** Extra classes for the root element. */
  className?: string;
}

function CheckIcon() {
  return (
    <svg data-slot="checkbox-icon" aria-hidden viewBox="0 0 16 16" fill="none" className="size-3.5">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DashIcon() {
  return (
    <svg data-slot="checkbox-icon" aria-hidden viewBox="0 0 16 16" fill="none" className="size-3.5">
      <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A checkbox with a visible box, label, optional description and error (react-aria `CheckboxField`). Supports the
 * indeterminate state, e.g. 'Select all' over a partly selected cart.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior={validationBehavior}
      data-slot="checkbox"
      className={cx(checkboxVariants(), className)}
    >
      <CheckboxButton data-slot="checkbox-control" className={checkboxControlVariants()}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span data-slot="checkbox-box" className={checkboxBoxVariants()}>
              {isIndeterminate ? <DashIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            <span data-slot="checkbox-label" className={checkboxLabelVariants()}>
              {children}
            </span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" data-slot="checkbox-description" className={checkboxHelpVariants()}>
          {description}
        </Text>
      )}
      <FieldError data-slot="checkbox-error" className={checkboxHelpVariants({ tone: 'error' })}>
        {errorMessage}
      </FieldError>
    </CheckboxField>
  );
}
