import { isSortBy, SORT_OPTIONS, type SortBy } from '@sauda/commerce';
import { useId, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { SelectChevron } from '../../primitives/select/select-chevron';
import { selectTriggerVariants } from '../../primitives/select/select.variants';
import { fieldLabelVariants, fieldVariants } from '../../primitives/text-field/text-field.variants';
import { sortSelectTexts } from './texts/en';

/**
 * Texts of a `SortSelect`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. The
 * `label`, `placeholder` and `optionLabels` props replace them.
 */
export interface SortSelectLabels {
  /** The field's label. @default 'Sort by' */
  label?: string;
  /** Shown while no sort is chosen. @default 'Default order' */
  placeholder?: string;
  /** Texts of the sorts. @default SORT_LABELS ('Price: Low to High'…) */
  sorts?: Partial<Record<SortBy, string>>;
}

export interface SortSelectProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onChange'> {
  /** The chosen sort; `undefined` while the listing keeps the server's order. */
  value?: SortBy;
  /** Called with the sort the shopper picks. */
  onChange: (sortBy: SortBy) => void;
  /**
   * The field's label.
   * @default 'Sort by' (`SortSelectLabels.label`, in the language's texts)
   */
  label?: string;
  /**
   * Keep the label for assistive technology only (e.g. in a tight toolbar).
   * @default false
   */
  hideLabel?: boolean;
  /**
   * Shown while no sort is chosen.
   * @default 'Default order' (`SortSelectLabels.placeholder`, in the language's texts)
   */
  placeholder?: string;
  /**
   * Texts of the sorts.
   * @default SORT_LABELS ('Price: Low to High', 'Price: High to Low', 'Discount: High to Low', 'Rating: High to Low'),
   * in the language's texts
   */
  optionLabels?: Partial<Record<SortBy, string>>;
  /**
   * Disables the dropdown, e.g. while products load.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The listing's Sort dropdown (spec §2.8, §4): low to high price, high to low price, high to low discount, and
 * Sauda's top rated (highest average rating first). A native
 * `<select>` in the kit's field look: the platform's own picker and keyboard (arrows, type-ahead, Enter/Space),
 * announced as a labelled combobox, and no script of its own to download.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const SortSelect = /* @__PURE__ */ forwardRef<HTMLDivElement, SortSelectProps>(function SortSelect(
  { value, onChange, label, hideLabel = false, placeholder, optionLabels, isDisabled = false, className, ...rest },
  ref,
) {
  const id = useId();
  const text = useTexts(sortSelectTexts);
  return (
    <div {...rest} ref={ref} data-slot="sort-select" className={cx(fieldVariants(), className)}>
      <label htmlFor={id} data-slot="sort-select-label" className={fieldLabelVariants({ hidden: hideLabel })}>
        {label ?? text.label}
      </label>
      <div className="sd:relative sd:min-w-52">
        <select
          id={id}
          data-slot="sort-select-field"
          value={value ?? ''}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          data-placeholder={value === undefined || undefined}
          onChange={(event) => {
            if (isSortBy(event.target.value)) onChange(event.target.value);
          }}
          className={cx(
            selectTriggerVariants(),
            'sd:appearance-none sd:pe-9 sd:hover:border-fg sd:disabled:cursor-not-allowed sd:data-[placeholder]:text-muted',
          )}
        >
          {/* The placeholder shows while no sort is chosen but is not offered as a choice. */}
          <option value="" disabled hidden>
            {placeholder ?? text.placeholder}
          </option>
          {SORT_OPTIONS.map((sortBy) => (
            <option key={sortBy} value={sortBy} className="sd:text-fg">
              {optionLabels?.[sortBy] ?? text.sorts[sortBy]}
            </option>
          ))}
        </select>
        <SelectChevron
          slot="sort-select-icon"
          className="sd:pointer-events-none sd:absolute sd:end-3 sd:top-1/2 sd:-translate-y-1/2"
        />
      </div>
    </div>
  );
});
