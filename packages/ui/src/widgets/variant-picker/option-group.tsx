import { swatchFill, type VariantOption } from '@sauda/commerce';
import { usePriceFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { variantOptionVariants, variantSwatchVariants } from './variant-picker.variants';

export interface OptionGroupProps {
  kind: 'color' | 'size';
  /** Form name shared by the group's radios. */
  name: string;
  legend: string;
  options: readonly VariantOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Read after an option that cannot be picked. */
  unavailableLabel: string;
}

/**
 * A fieldset of native radios drawn as chips: Tab enters at the checked one, arrow keys move and pick (skipping
 * disabled ones, mirrored in right-to-left by the browser). Prices show on every chip when the options' prices differ.
 */
export function OptionGroup({ kind, name, legend, options, value, onChange, unavailableLabel }: OptionGroupProps) {
  const format = { price: usePriceFormat() };
  const prices = new Set(options.flatMap((option) => (option.price ? [option.price.price] : [])));
  const showPrices = prices.size > 1;
  return (
    <fieldset data-slot={`variant-picker-${kind}s`} className="sd:flex sd:min-w-0 sd:flex-col sd:gap-2">
      <legend className="sd:mb-2 sd:text-sm sd:font-medium sd:text-fg">
        {legend}
        {value !== null && (
          <>
            : <span className="sd:font-normal sd:text-muted">{value}</span>
          </>
        )}
      </legend>
      <div className="sd:flex sd:flex-wrap sd:gap-2">
        {options.map((option) => {
          const swatch = kind === 'color' ? swatchFill(option.value) : undefined;
          const price = showPrices && option.price ? format.price(option.price.price) : undefined;
          const accessibleName = [option.value, price, option.isAvailable ? undefined : unavailableLabel]
            .filter(Boolean)
            .join(', ');
          return (
            <label
              key={option.value}
              data-slot="variant-picker-option"
              data-available={option.isAvailable}
              data-kind={kind}
              className={variantOptionVariants({ kind })}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                disabled={!option.isAvailable}
                onChange={() => onChange(option.value)}
                aria-label={accessibleName}
                className="sd:sr-only"
              />
              {kind === 'color' && (
                <span
                  aria-hidden
                  data-slot="variant-picker-swatch"
                  data-fill={swatch?.kind}
                  className={variantSwatchVariants({ fill: swatch?.kind })}
                  style={swatch?.kind === 'colour' ? { background: swatch.css } : undefined}
                />
              )}
              <span
                aria-hidden
                className="sd:flex sd:flex-col sd:items-center sd:gap-0.5 sd:group-data-[kind=color]/option:items-start"
              >
                <span className={cx('sd:font-medium', !option.isAvailable && 'sd:line-through')}>{option.value}</span>
                {price && (
                  <span data-slot="variant-picker-option-price" className="sd:text-xs sd:text-muted sd:tabular-nums">
                    {price}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
