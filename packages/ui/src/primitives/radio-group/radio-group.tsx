import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import {
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldLabelVariants,
  fieldRequiredMarkerVariants,
} from '../text-field';
import {
  radioCircleVariants,
  radioControlVariants,
  radioDescriptionVariants,
  radioDotVariants,
  radioGroupOptionsVariants,
  radioGroupVariants,
  radioLabelVariants,
  radioVariants,
} from './radio-group.variants';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  /** The value passed to `onChange` when this option is chosen. */
  value: string;
  /** The option's text, e.g. 'Cash on Delivery'. */
  label: ReactNode;
  /** Help text under the option, linked to it as its accessible description. */
  description?: ReactNode;
  /**
   * The option is shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'className' | 'children' | 'style' | 'orientation' | 'validationBehavior'
> {
  /** The visible label of the group, e.g. 'Payment method'. It names the radio group. */
  label: ReactNode;
  /** The choices, in order. */
  options: RadioOption[];
  /**
   * Stack the options (`vertical`) or lay them in a wrapping row (`horizontal`). Arrow keys move in both cases.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** Help text under the label, linked to the group as its accessible description. */
  description?: ReactNode;
  /** Error shown under the options. While set, the group is invalid and the message describes it. */
  errorMessage?: string;
  /**
   * `aria`: only marks the group invalid and lets the form submit; `native`: also blocks submission while a required
   * group has no choice.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Extra classes for the root element. */
  className?: string;
}

/** A set of mutually exclusive choices (react-aria `RadioGroup`): Tab enters the group, arrow keys pick. */
export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  validationBehavior = 'aria',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior={validationBehavior}
      data-slot="radio-group"
      className={cx(radioGroupVariants(), className)}
    >
      <Label data-slot="radio-group-label" className={fieldLabelVariants()}>
        {label}
        {isRequired && (
          <span data-slot="radio-group-required-marker" aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </Label>
      {description && (
        <Text slot="description" data-slot="radio-group-description" className={fieldDescriptionVariants()}>
          {description}
        </Text>
      )}
      <div data-slot="radio-group-options" className={radioGroupOptionsVariants({ orientation })}>
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            data-slot="radio"
            className={radioVariants()}
          >
            <RadioButton data-slot="radio-control" className={radioControlVariants()}>
              <span data-slot="radio-circle" className={radioCircleVariants()}>
                <span data-slot="radio-dot" className={radioDotVariants()} />
              </span>
              <span data-slot="radio-label" className={radioLabelVariants()}>
                {option.label}
              </span>
            </RadioButton>
            {option.description && (
              <Text slot="description" data-slot="radio-description" className={radioDescriptionVariants()}>
                {option.description}
              </Text>
            )}
          </RadioField>
        ))}
      </div>
      <FieldError data-slot="radio-group-error" className={fieldErrorVariants()}>
        {errorMessage}
      </FieldError>
    </AriaRadioGroup>
  );
}
