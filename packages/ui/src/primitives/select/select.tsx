import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import {
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldLabelVariants,
  fieldRequiredMarkerVariants,
  fieldVariants,
} from '../text-field/text-field.variants';
import { selectControlVariants, selectOptionVariants, selectTriggerVariants } from './select.variants';
import { SelectChevron } from './select-chevron';
import { selectTexts } from './texts/en';

/** An option's id: a string or a number, given back as it was passed. */
export type SelectKey = string | number;

/** One option of a `Select`. */
export interface SelectItem {
  /** Unique key, passed to `onSelectionChange`. */
  id: SelectKey;
  /** The option's text. */
  label: string;
  /**
   * The option is shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * Texts of the select; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. Its
 * `placeholder` prop replaces them.
 */
export interface SelectLabels {
  /** Shown while nothing is selected when `placeholder` is not given. @default 'Select an option' */
  placeholder?: string;
}

export interface SelectProps {
  /** The visible label, e.g. 'Province'. It is the select's accessible name. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only.
   * @default false
   */
  hideLabel?: boolean;
  /** The options, in order. */
  items: SelectItem[];
  /**
   * Text shown while nothing is selected, e.g. 'Select a province'. It is not offered as a choice.
   * @default the `placeholder` text, 'Select an option'
   */
  placeholder?: string;
  /** The selected option's id (controlled); `null` for none. */
  selectedKey?: SelectKey | null;
  /** The initially selected option's id (uncontrolled). */
  defaultSelectedKey?: SelectKey | null;
  /** Called with the chosen option's id. */
  onSelectionChange?: (key: SelectKey | null) => void;
  /** Help text under the field, linked to the select as its accessible description. */
  description?: ReactNode;
  /** Error shown under the field. While set, the select is invalid and the message describes it. */
  errorMessage?: string;
  /**
   * Disables the whole select.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * A choice is required; shows a marker after the label.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Marks the select invalid without a message (prefer `errorMessage`).
   * @default false
   */
  isInvalid?: boolean;
  /** Name of the value in a submitted form. */
  name?: string;
  /** Autofill hint, e.g. 'address-level1'. */
  autoComplete?: string;
  /**
   * Whether the list is open (controlled).
   * @deprecated The select is native now and the platform's picker cannot be opened from script; ignored.
   */
  isOpen?: boolean;
  /**
   * Called when the list opens or closes.
   * @deprecated The native picker reports no open state; never called.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * `aria`: only marks the select invalid (`aria-required`, `aria-invalid`) and lets the form submit; `native`: sets
   * `required`, so the browser also blocks submission while a required select is empty.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Extra classes for the root element. */
  className?: string;
}

/** The option value for "nothing chosen": the placeholder's. */
const NONE = '';

/**
 * A single-choice dropdown on a native `<select>` in the kit's field look: the platform's own picker (the OS sheet on
 * phones), keyboard and autofill, announced as a labelled combobox, with no script of its own to download.
 */
export function Select({
  label,
  hideLabel = false,
  items,
  placeholder,
  selectedKey,
  defaultSelectedKey = null,
  onSelectionChange,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  isInvalid = false,
  name,
  autoComplete,
  validationBehavior = 'aria',
  className,
}: SelectProps) {
  const id = useId();
  const text = useTexts(selectTexts);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const currentKey = selectedKey === undefined ? ownKey : selectedKey;
  // A key missing from the items shows the placeholder: the browser would otherwise show the first option as chosen.
  const current = items.find((item) => currentKey != null && String(item.id) === String(currentKey));
  const invalid = Boolean(errorMessage) || isInvalid;
  const describedBy = cx(description ? descriptionId : null, errorMessage ? errorId : null) || undefined;

  return (
    <div
      data-slot="select"
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
      className={cx(fieldVariants(), className)}
    >
      <label htmlFor={id} data-slot="select-label" className={fieldLabelVariants({ hidden: hideLabel })}>
        {label}
        {isRequired && (
          <span data-slot="select-required-marker" aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </label>
      <div data-slot="select-control" className={selectControlVariants()}>
        <select
          id={id}
          data-slot="select-trigger"
          name={name}
          autoComplete={autoComplete}
          value={current ? String(current.id) : NONE}
          disabled={isDisabled}
          required={isRequired && validationBehavior === 'native'}
          aria-required={isRequired && validationBehavior === 'aria' ? true : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-placeholder={current ? undefined : true}
          onChange={(event) => {
            const chosen = items.find((item) => String(item.id) === event.target.value);
            const key = chosen ? chosen.id : null;
            setOwnKey(key);
            onSelectionChange?.(key);
          }}
          className={selectTriggerVariants({ focusBorder: true })}
        >
          <option value={NONE} disabled hidden className={selectOptionVariants()}>
            {placeholder ?? text.placeholder}
          </option>
          {items.map((item) => (
            <option
              key={String(item.id)}
              value={String(item.id)}
              disabled={item.isDisabled}
              data-slot="select-item"
              className={selectOptionVariants()}
            >
              {item.label}
            </option>
          ))}
        </select>
        <SelectChevron slot="select-icon" />
      </div>
      {description && (
        <p id={descriptionId} data-slot="select-description" className={fieldDescriptionVariants()}>
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} data-slot="select-error" className={fieldErrorVariants()}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
