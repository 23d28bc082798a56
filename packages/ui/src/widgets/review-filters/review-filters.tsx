import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { isReviewSort, REVIEW_SORTS, type ReviewSort } from '@sauda/commerce';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Checkbox } from '../../primitives/checkbox';
import { Select } from '../../primitives/select';
import { reviewFiltersTexts } from './texts/en';

/** Texts of the review filters; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ReviewFiltersLabels {
  /**
   * The sort field's label.
   * @default 'Sort reviews'
   */
  sort?: string;
  /**
   * Texts of the sorts.
   * @default REVIEW_SORT_LABELS ('Newest', 'Highest rating', 'Lowest rating', 'With photos first')
   */
  sorts?: Partial<Record<ReviewSort, string>>;
  /**
   * The photo filter, with how many reviews have photos.
   * @default (count) => `With photos (${count})`
   */
  withPhotos?: (count: number) => string;
}

export interface ReviewFiltersProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The chosen order. */
  sort: ReviewSort;
  /** Called with the order the shopper picks. */
  onSortChange: (sort: ReviewSort) => void;
  /** Only reviews with photos are shown. */
  withPhotos: boolean;
  /** Called when the shopper ticks or unticks 'With photos'. */
  onWithPhotosChange: (withPhotos: boolean) => void;
  /** How many of the product's reviews have photos; the filter is disabled at 0 (unless already on). */
  photoCount: number;
  /** Texts of the filters, each replacing the language's own (English by default, `ReviewFiltersLabels`). */
  labels?: ReviewFiltersLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** Above a product's reviews: a 'With photos' filter and the order to read them in (newest, highest, lowest, photos first). *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ReviewFilters = /* @__PURE__ */ forwardRef<HTMLDivElement, ReviewFiltersProps>(function ReviewFilters(
  { sort, onSortChange, withPhotos, onWithPhotosChange, photoCount, labels, className, ...rest },
  ref,
) {
  // A partial `sorts` fills in from the language's own.
  const text = useTexts(reviewFiltersTexts, labels && { ...labels, sorts: undefined });
  return (
    <div
      {...rest}
      ref={ref}
      data-slot="review-filters"
      className={cx('sd:flex sd:flex-wrap sd:items-end sd:justify-between sd:gap-x-6 sd:gap-y-3', className)}
    >
      <Checkbox isSelected={withPhotos} onChange={onWithPhotosChange} isDisabled={photoCount === 0 && !withPhotos}>
        {text.withPhotos(photoCount)}
      </Checkbox>
      <Select
        className="sd:min-w-52"
        label={text.sort}
        items={REVIEW_SORTS.map((key) => ({ id: key, label: labels?.sorts?.[key] ?? text.sorts[key] }))}
        selectedKey={sort}
        onSelectionChange={(key) => {
          if (isReviewSort(key)) onSortChange(key);
        }}
      />
    </div>
  );
});
