import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import {
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldLabelVariants,
  fieldRequiredMarkerVariants,
  fieldVariants,
} from '../text-field';
import {
  selectIconVariants,
  selectItemVariants,
  selectListVariants,
  selectPopoverVariants,
  selectTriggerVariants,
  selectValueVariants,
} from './select.variants';

/** One option of a `Select`. */
export interface SelectItem {
  /** Unique key, passed to `onSelectionChange`. */
  id: Key;
  /** The option's text. */
  label: string;
  /**
   * The option is shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface SelectProps {
  /** The visible label, e.g. 'Province'. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only.
   * @default false
   */
  hideLabel?: boolean;
  /** The options, in order. */
  items: SelectItem[];
  /**
   * Text shown while nothing is selected, e.g. 'Select a province'.
   * @default 'Select an option'
   */
  placeholder?: string;
  /** The selected option's id (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** The initially selected option's id (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the chosen option's id. */
  onSelectionChange?: (key: Key | null) => void;
  /** Help text under the field, linked to the trigger as its accessible description. */
  description?: ReactNode;
  /** Error shown under the field. While set, the select is invalid and the message describes the trigger. */
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
  /** Autofill hint for the hidden native select, e.g. 'address-level1'. */
  autoComplete?: string;
  /** Whether the list is open (controlled). */
  isOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * `aria`: only marks the select invalid and lets the form submit; `native`: also blocks submission while a required
   * select is empty.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Extra classes for the root element. */
  className?: string;
}

function ChevronIcon() {
  return (
    <svg
      data-slot="select-icon"
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={selectIconVariants()}
    >
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      data-slot="select-item-check"
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="size-4 shrink-0 text-brand"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A single-choice dropdown (react-aria `Select`: a button that opens a list box in a popover). */
export function Select({
  label,
  hideLabel = false,
  items,
  placeholder = 'Select an option',
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  isRequired = false,
  isInvalid = false,
  validationBehavior = 'aria',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage) || isInvalid}
      validationBehavior={validationBehavior}
      data-slot="select"
      className={cx(fieldVariants(), className)}
    >
      <Label data-slot="select-label" className={fieldLabelVariants({ hidden: hideLabel })}>
        {label}
        {isRequired && (
          <span data-slot="select-required-marker" aria-hidden className={fieldRequiredMarkerVariants()}>
            *
          </span>
        )}
      </Label>
      <AriaButton data-slot="select-trigger" className={selectTriggerVariants()}>
        <SelectValue data-slot="select-value" className={selectValueVariants()} />
        <ChevronIcon />
      </AriaButton>
      {description && (
        <Text slot="description" data-slot="select-description" className={fieldDescriptionVariants()}>
          {description}
        </Text>
      )}
      <FieldError data-slot="select-error" className={fieldErrorVariants()}>
        {errorMessage}
      </FieldError>
      <Popover data-slot="select-popover" offset={4} className={selectPopoverVariants()}>
        <ListBox data-slot="select-list" items={items} className={selectListVariants()}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              data-slot="select-item"
              className={selectItemVariants()}
            >
              {({ isSelected }) => (
                <>
                  <span data-slot="select-item-label" className="min-w-0 flex-1">
                    {item.label}
                  </span>
                  {isSelected && <CheckIcon />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
