import { isSortBy, SORT_LABELS, SORT_OPTIONS, type SortBy } from '@sauda/commerce';
import { Select, type SelectItem } from '../../primitives/select';

export interface SortSelectProps {
  /** The chosen sort; `undefined` while the listing keeps the server's order. */
  value?: SortBy;
  /** Called with the sort the shopper picks. */
  onChange: (sortBy: SortBy) => void;
  /**
   * The field's label.
   * @default 'Sort by'
   */
  label?: string;
  /**
   * Keep the label for assistive technology only (e.g. in a tight toolbar).
   * @default false
   */
  hideLabel?: boolean;
  /**
   * Shown while no sort is chosen.
   * @default 'Default order'
   */
  placeholder?: string;
  /**
   * Texts of the three sorts.
   * @default SORT_LABELS ('Price: Low to High', 'Price: High to Low', 'Discount: High to Low')
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

/** The listing's Sort dropdown (spec §2.8, §4): low to high price, high to low price, high to low discount. */
export function SortSelect({
  value,
  onChange,
  label = 'Sort by',
  hideLabel = false,
  placeholder = 'Default order',
  optionLabels,
  isDisabled = false,
  className,
}: SortSelectProps) {
  const items: SelectItem[] = SORT_OPTIONS.map((id) => ({ id, label: optionLabels?.[id] ?? SORT_LABELS[id] }));
  return (
    <div data-slot="sort-select" className={className}>
      <Select
        label={label}
        hideLabel={hideLabel}
        items={items}
        placeholder={placeholder}
        selectedKey={value ?? null}
        onSelectionChange={(key) => {
          if (isSortBy(key)) onChange(key);
        }}
        isDisabled={isDisabled}
        className="min-w-52"
      />
    </div>
  );
}
