import { useId, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { IconButton } from '../../primitives/icon-button';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { quantityStepperTexts } from './texts/en';

/**
 * Accessible names of the stepper's parts; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`. A name given as a string is used as it is, with or without `itemName`.
 */
export interface QuantityStepperLabels {
  /** The minus button. @default 'Decrease quantity' */
  decrease?: string;
  /** The minus button, with `itemName`. @default (itemName) => `Decrease quantity of ${itemName}` */
  decreaseOf?: (itemName: string) => string;
  /** The plus button. @default 'Increase quantity' */
  increase?: string;
  /** The plus button, with `itemName`. @default (itemName) => `Increase quantity of ${itemName}` */
  increaseOf?: (itemName: string) => string;
  /** The group, and before the value. @default 'Quantity' */
  quantity?: string;
  /** The group, and before the value, with `itemName`. @default (itemName) => `Quantity of ${itemName}` */
  quantityOf?: (itemName: string) => string;
}

export interface QuantityStepperProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onChange'> {
  /** The current quantity. */
  value: number;
  /** Called with the new quantity, always within `min`..`max`. */
  onChange: (quantity: number) => void;
  /**
   * Lowest quantity: the minus button is disabled there.
   * @default 1
   */
  min?: number;
  /**
   * Highest quantity (the spec's cart limit): the plus button is disabled there.
   * @default 3
   */
  max?: number;
  /** What is being counted, for the accessible names, e.g. the product's name. */
  itemName?: string;
  /**
   * Disables both buttons, e.g. while the cart is being saved.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Why plus does nothing at `max`, e.g. 'You can buy at most 3 of this item': shown under the stepper while the
   * quantity is at `max` (and announced), and the description of the group and of the plus button. Without it nothing
   * is shown, e.g. where the limit is already written beside the stepper.
   */
  maxHint?: string;
  /** Accessible names of the parts, each replacing the language's own (English by default, `QuantityStepperLabels`). */
  labels?: QuantityStepperLabels;
  /** Form field name: a hidden input of this name carries the quantity, so a native `<form>` posts it. */
  name?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const minus = (
  <svg viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 10h10" strokeLinecap="round" />
  </svg>
);
const plus = (
  <svg viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M10 5v10M5 10h10" strokeLinecap="round" />
  </svg>
);

/**
 * − quantity + within 1..3: minus is disabled at the minimum and plus at the maximum, where `maxHint` says why.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const QuantityStepper = /* @__PURE__ */ forwardRef<HTMLDivElement, QuantityStepperProps>(
  function QuantityStepper(
    { value, onChange, min = 1, max = 3, itemName, isDisabled = false, maxHint, labels, name, className, ...rest },
    ref,
  ) {
    const hintId = useId();
    const texts = useTexts(quantityStepperTexts, labels);
    const text = {
      decrease: labels?.decrease ?? (itemName ? texts.decreaseOf(itemName) : texts.decrease),
      increase: labels?.increase ?? (itemName ? texts.increaseOf(itemName) : texts.increase),
      quantity: labels?.quantity ?? (itemName ? texts.quantityOf(itemName) : texts.quantity),
    };
    const atMax = value >= max;
    const describedBy = maxHint && atMax ? hintId : undefined;
    return (
      <div
        {...rest}
        ref={ref}
        data-slot="quantity-stepper"
        className={cx('sd:inline-flex sd:flex-col sd:items-start', className)}
      >
        <div
          data-slot="quantity-stepper-controls"
          role="group"
          aria-label={text.quantity}
          aria-describedby={describedBy}
          className="sd:inline-flex sd:items-center sd:rounded-md sd:border sd:border-line-strong sd:bg-raised"
        >
          <IconButton
            label={text.decrease}
            variant="ghost"
            size="sm"
            isDisabled={isDisabled || value <= min}
            onPress={() => onChange(Math.max(min, value - 1))}
          >
            {minus}
          </IconButton>
          <output
            data-slot="quantity-stepper-value"
            aria-live="polite"
            aria-label={`${text.quantity}: ${value}`}
            className="sd:min-w-8 sd:text-center sd:text-sm sd:font-semibold sd:text-fg sd:tabular-nums"
          >
            {value}
          </output>
          <IconButton
            label={text.increase}
            variant="ghost"
            size="sm"
            isDisabled={isDisabled || atMax}
            aria-describedby={describedBy}
            title={describedBy ? maxHint : undefined}
            onPress={() => onChange(Math.min(max, value + 1))}
          >
            {plus}
          </IconButton>
        </div>
        {name !== undefined && <input type="hidden" name={name} value={value} disabled={isDisabled} />}
        {maxHint && (
          // Always present so that reaching the limit is announced.
          <p
            id={hintId}
            data-slot="quantity-stepper-hint"
            aria-live="polite"
            className={cx('sd:max-w-48 sd:text-xs sd:text-muted', atMax && 'sd:mt-1')}
          >
            {atMax ? maxHint : null}
          </p>
        )}
      </div>
    );
  },
);
