import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useControlStates } from '../../lib/use-control-states';
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
import { inlineArrowStep } from '../../lib/reading-direction';

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

export interface RadioGroupProps {
  /** The visible label of the group, e.g. 'Payment method'. It names the radio group. */
  label: ReactNode;
  /** The choices, in order. */
  options: RadioOption[];
  /** The chosen value (controlled); null for none. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the option's value when the shopper picks it. */
  onChange?: (value: string) => void;
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
   * Marks the group invalid without a message; `errorMessage` does this too.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * A choice is required (see `validationBehavior`).
   * @default false
   */
  isRequired?: boolean;
  /**
   * No option can be focused or chosen.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The options can be focused and read but the choice cannot change.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * `aria`: only marks the group invalid and lets the form submit; `native`: also blocks submission while a required
   * group has no choice.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Name of the field in a submitted form; a unique one is made when omitted (the radios need one to group). */
  name?: string;
  /** Id of the group element. */
  id?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const BLOCK_STEPS: Record<string, number | undefined> = { ArrowDown: 1, ArrowUp: -1 };

interface RadioProps {
  option: RadioOption;
  name: string;
  isSelected: boolean;
  isGroupDisabled: boolean;
  isReadOnly: boolean;
  isInvalid: boolean;
  isRequired: boolean;
  isNativeRequired: boolean;
  /** The group's one tab stop (the chosen option, else the first enabled one); the others are reached by arrows. */
  isTabStop: boolean;
  onPick: (value: string) => void;
  onArrowKey: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function Radio({
  option,
  name,
  isSelected,
  isGroupDisabled,
  isReadOnly,
  isInvalid,
  isRequired,
  isNativeRequired,
  isTabStop,
  onPick,
  onArrowKey,
}: RadioProps) {
  const descriptionId = useId();
  const isDisabled = isGroupDisabled || option.isDisabled === true;
  const { isHovered, isFocusVisible, labelProps, inputProps } = useControlStates(isDisabled || isReadOnly);
  const state = {
    'data-selected': isSelected || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
    'data-invalid': isInvalid || undefined,
    'data-required': isRequired || undefined,
  };
  return (
    <div {...state} data-slot="radio" className={radioVariants()}>
      <label
        {...labelProps}
        {...state}
        data-slot="radio-control"
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        className={radioControlVariants()}
      >
        <span className="sd:sr-only">
          <input
            {...inputProps}
            type="radio"
            name={name}
            value={option.value}
            checked={isSelected}
            disabled={isDisabled}
            required={isNativeRequired}
            tabIndex={isTabStop ? 0 : -1}
            aria-describedby={option.description ? descriptionId : undefined}
            onChange={() => {
              if (!isReadOnly) onPick(option.value);
            }}
            onKeyDown={(event) => {
              inputProps.onKeyDown();
              onArrowKey(event);
            }}
          />
        </span>
        <span data-slot="radio-circle" className={radioCircleVariants()}>
          <span data-slot="radio-dot" className={radioDotVariants()} />
        </span>
        <span data-slot="radio-label" className={radioLabelVariants()}>
          {option.label}
        </span>
      </label>
      {option.description && (
        <span id={descriptionId} data-slot="radio-description" className={radioDescriptionVariants()}>
          {option.description}
        </span>
      )}
    </div>
  );
}

/**
 * A set of mutually exclusive choices on native radio inputs sharing one name: Tab enters the group at the chosen
 * option, arrow keys move and pick (the browser's own radio behaviour, skipping disabled options).
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  validationBehavior = 'aria',
  name,
  id,
  className,
}: RadioGroupProps) {
  const ids = useId();
  const [own, setOwn] = useState(defaultValue);
  const chosen = value === undefined ? own : value;
  const invalid = Boolean(errorMessage) || isInvalid;
  const native = validationBehavior === 'native';
  const labelId = `${ids}-label`;
  // One tab stop per group, as the APG radio pattern asks. Browsers give a group with a chosen option one stop, but
  // Chromium made every radio of a group with nothing chosen a stop of its own.
  const enabled = isDisabled ? [] : options.filter((option) => !option.isDisabled);
  const tabStop = (enabled.find((option) => option.value === chosen) ?? enabled[0])?.value;
  const descriptionId = description ? `${ids}-description` : undefined;
  const errorId = errorMessage ? `${ids}-error` : undefined;
  const pick = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  // Arrow keys move to the next or previous enabled option and pick it, wrapping around. Done here rather than left
  // to the browser so that left and right follow the reading direction (ArrowLeft is "next" in right-to-left).
  const onArrowKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const forward = BLOCK_STEPS[event.key] ?? inlineArrowStep(event.key, event.currentTarget);
    const group = event.currentTarget.closest('[data-slot="radio-group-options"]');
    if (forward === undefined || !group || event.altKey || event.ctrlKey || event.metaKey) return;
    const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]:enabled'));
    const from = radios.indexOf(event.currentTarget);
    if (from < 0) return;
    event.preventDefault();
    const next = radios[(from + forward + radios.length) % radios.length] as HTMLInputElement;
    next.focus();
    if (!isReadOnly) pick(next.value);
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={cx(descriptionId, errorId) || undefined}
      aria-orientation={orientation}
      aria-invalid={invalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-readonly={isReadOnly || undefined}
      data-slot="radio-group"
      data-orientation={orientation}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      className={cx(radioGroupVariants(), className)}
    >
      <span id={labelId} data-slot="radio-group-label" className={fieldLabelVariants()}>
        {label}
        {isRequired && (
          <span data-slot="radio-group-required-marker" aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </span>
      {description && (
        <span id={descriptionId} data-slot="radio-group-description" className={fieldDescriptionVariants()}>
          {description}
        </span>
      )}
      <div data-slot="radio-group-options" className={radioGroupOptionsVariants({ orientation })}>
        {options.map((option) => (
          <Radio
            key={option.value}
            option={option}
            name={name ?? ids}
            isSelected={chosen === option.value}
            isGroupDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isInvalid={invalid}
            isRequired={isRequired}
            isNativeRequired={native && isRequired}
            isTabStop={option.value === tabStop}
            onPick={pick}
            onArrowKey={onArrowKey}
          />
        ))}
      </div>
      {errorMessage && (
        <span id={errorId} data-slot="radio-group-error" className={fieldErrorVariants()}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
