import {
  filterChips,
  removeChip,
  type FilterChip,
  type ListingFilters,
  type PriceRange,
  type RatingThreshold,
  type SortBy,
} from '@sauda/commerce';
import { useEffect, useId, useRef, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { usePriceFormat } from '../../lib/formats';
import { useTexts } from '../../lib/kit-texts';
import { IconButton } from '../../primitives/icon-button';
import { filterChipsTexts } from './texts/en';

/** Texts of the bar; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface FilterChipsLabels {
  /** The bar's heading (spec text). @default 'Selected Filters:' */
  title?: string;
  /** Accessible name of a chip's remove button. @default (chip) => `Remove filter ${chip.label}` */
  remove?: (chip: FilterChip) => string;
  /** Shown when no filter is set and `hideWhenEmpty` is false. @default 'None' */
  none?: string;
  /** The rating chip. @default (rating) => `${rating} Stars & Up` */
  rating?: (rating: RatingThreshold) => string;
  /** The sort chip's texts, by sort. @default SORT_LABELS ('Price: Low to High'…) */
  sorts?: Partial<Record<SortBy, string>>;
}

export interface FilterChipsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onChange'> {
  /** The listing's filters; one chip shows per set filter (price as one chip), in a fixed order. */
  filters: ListingFilters;
  /** Called with the filters without what the removed chip stood for. */
  onChange: (filters: ListingFilters, removed: FilterChip) => void;
  /**
   * Render nothing while no filter is set.
   * @default true
   */
  hideWhenEmpty?: boolean;
  /**
   * The price slider's range: a price chip with one bound set shows the range's end for the other. Amounts are
   * written by the `FormatProvider`'s price format.
   * @default PRICE_RANGE ({ min: 0, max: 10000, step: 10 })
   */
  priceRange?: Readonly<PriceRange>;
  /** Texts of the bar, each replacing the language's own (English by default, `FilterChipsLabels`). */
  labels?: FilterChipsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const cross = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
    <path d="M7 7l10 10M17 7L7 17" />
  </svg>
);

/**
 * The 'Selected Filters:' bar of a listing (spec §2.8): a chip per set filter with a remove button. After a removal,
 * focus moves to the next chip's button (or the previous one), so keyboard users keep their place.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const FilterChips = /* @__PURE__ */ forwardRef<HTMLDivElement, FilterChipsProps>(function FilterChips(
  { filters, onChange, hideWhenEmpty = true, priceRange, labels, className, ...rest },
  ref,
) {
  // A partial `sorts` fills in from the language's own.
  const text = useTexts(filterChipsTexts, labels && { ...labels, sorts: undefined });
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const formatPrice = usePriceFormat();
  // The rating and sort chips in the bar's language; the others show the filters' own values.
  const chips = filterChips(filters, { priceRange, formatPrice }).map((chip) =>
    chip.kind === 'rating' && filters.rating !== undefined
      ? { ...chip, label: text.rating(filters.rating) }
      : chip.kind === 'sortBy' && filters.sortBy
        ? { ...chip, label: labels?.sorts?.[filters.sortBy] ?? text.sorts[filters.sortBy] }
        : chip,
  );

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-slot="filter-chip"] button');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
  });

  if (hideWhenEmpty && chips.length === 0) return null;
  return (
    <div
      {...rest}
      ref={ref}
      data-slot="filter-chips"
      role="group"
      aria-labelledby={titleId}
      className={cx('sd:flex sd:flex-wrap sd:items-center sd:gap-2', className)}
    >
      <span id={titleId} data-slot="filter-chips-title" className="sd:text-sm sd:font-medium sd:text-fg">
        {text.title}
      </span>
      {chips.length === 0 ? (
        <span data-slot="filter-chips-none" className="sd:text-sm sd:text-muted">
          {text.none}
        </span>
      ) : (
        <ul ref={listRef} data-slot="filter-chips-list" className="sd:flex sd:flex-wrap sd:items-center sd:gap-2">
          {chips.map((chip, index) => (
            <li
              key={chip.kind}
              data-slot="filter-chip"
              data-kind={chip.kind}
              className="sd:inline-flex sd:items-center sd:gap-1 sd:rounded-full sd:border sd:border-line sd:bg-surface sd:py-0.5 sd:ps-3 sd:pe-0.5 sd:text-sm sd:text-fg"
            >
              <span data-slot="filter-chip-label">{chip.label}</span>
              <IconButton
                label={text.remove(chip)}
                size="sm"
                shape="round"
                onPress={() => {
                  focusIndex.current = index;
                  onChange(removeChip(filters, chip.kind), chip);
                }}
              >
                {cross}
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
