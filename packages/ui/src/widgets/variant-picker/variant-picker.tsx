import {
  variantOptions,
  variantPrice,
  type Product,
  type UnavailableVariant,
  type VariantSelection,
} from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { OptionGroup } from './option-group';
import { PriceTag, type PriceTagLabels } from './price-tag';
import { variantPickerTexts } from './texts/en';

/**
 * Texts of a `VariantPicker`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. The price's
 * texts are the `PriceTag`'s.
 */
export interface VariantPickerLabels extends PriceTagLabels {
  /** @default 'Color' */
  color?: string;
  /** @default 'Size' */
  size?: string;
  /** Read after an option that cannot be picked. @default 'not available' */
  unavailable?: string;
  /** Shown when no variant can be bought. @default 'Out of stock' */
  outOfStock?: string;
}

export interface VariantPickerProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue' | 'onChange'
> {
  /** The product: its colour variants, or its size variants (colours each with their sizes), or neither. */
  product: Product;
  /** The choice (controlled). A partial or stale choice is shown made valid (see `variantOptions`). */
  value?: Partial<VariantSelection>;
  /**
   * The first choice (uncontrolled).
   * @default {} (the first available colour and size, whose price is the product's displayed price)
   */
  defaultValue?: Partial<VariantSelection>;
  /** Called with the new valid choice, e.g. `{ color: 'Maroon', size: 'M' }` (`size` null for colour-only products). */
  onChange?: (selection: VariantSelection) => void;
  /**
   * What cannot be bought now: whole colours (`{ color }`) or single sizes (`{ color, size }`); shown disabled.
   * @default []
   */
  unavailable?: readonly UnavailableVariant[];
  /**
   * Show the chosen variant's price, struck-through old price and discount above the options.
   * @default true
   */
  showPrice?: boolean;
  /** Texts of the picker, each replacing the language's own (English by default, `VariantPickerLabels`). */
  labels?: VariantPickerLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * Colour and size choice for a product page (spec §3): colours (colour-variant products), or colours then the sizes
 * of the chosen colour (size-variant products), as radio groups. Options show their own prices when they differ;
 * sold-out options and sizes the colour lacks are disabled; the price follows the choice.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const VariantPicker = /* @__PURE__ */ forwardRef<HTMLDivElement, VariantPickerProps>(function VariantPicker(
  { product, value, defaultValue = {}, onChange, unavailable = [], showPrice = true, labels, className, ...rest },
  ref,
) {
  const name = useId().replace(/[^\w-]/g, '');
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const { kind, colors, sizes, selection, isComplete } = variantOptions(product, value ?? uncontrolled, unavailable);
  const text = useTexts(variantPickerTexts, labels);

  const choose = (next: Partial<VariantSelection>) => {
    const valid = variantOptions(product, { ...selection, ...next }, unavailable).selection;
    if (value === undefined) setUncontrolled(valid);
    onChange?.(valid);
  };

  return (
    <div
      {...rest}
      ref={ref}
      data-slot="variant-picker"
      data-variant={kind}
      className={cx('sd:flex sd:min-w-0 sd:flex-col sd:gap-5', className)}
    >
      {showPrice && <PriceTag price={variantPrice(product, selection)} size="lg" live labels={labels} />}
      {kind !== 'none' && (
        <OptionGroup
          kind="color"
          name={`${name}-color`}
          legend={text.color}
          options={colors}
          value={selection.color}
          onChange={(color) => choose({ color })}
          unavailableLabel={text.unavailable}
        />
      )}
      {kind === 'size' && sizes.length > 0 && (
        <OptionGroup
          kind="size"
          name={`${name}-size`}
          legend={text.size}
          options={sizes}
          value={selection.size}
          onChange={(size) => choose({ size })}
          unavailableLabel={text.unavailable}
        />
      )}
      {!isComplete && (
        <p data-slot="variant-picker-out-of-stock" role="status" className="sd:text-sm sd:font-medium sd:text-danger">
          {text.outOfStock}
        </p>
      )}
    </div>
  );
});
