import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { HISTOGRAM_STARS, type HistogramStar, type RatingHistogram as Histogram } from '@sauda/commerce';
import { useCountFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { RatingStars } from '../rating-stars';
import { ratingHistogramTexts } from './texts/en';

/** Texts of the histogram; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface RatingHistogramLabels {
  /**
   * The number of ratings under the average.
   * @default (total) => `${total} ratings`
   */
  total?: (total: number) => string;
  /**
   * A star row's name: its stars and how many reviews gave them (`count`, and `countText` as the `FormatProvider`
   * writes it).
   * @default (star, count, countText) => `${star} stars: ${countText}` ('1 star: …')
   */
  row?: (star: HistogramStar, count: number, countText: string) => string;
  /**
   * Accessible name of the list of star rows.
   * @default 'Ratings by stars'
   */
  rows?: string;
}

export interface RatingHistogramProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The product's reviews counted per whole star, their number and average (`ratingHistogram` of commerce). */
  histogram: Histogram;
  /** Texts of the histogram, each replacing the language's own (English by default, `RatingHistogramLabels`). */
  labels?: RatingHistogramLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * A product's ratings at a glance: the average out of 5 with its stars and the number of ratings, then one bar per
 * star from 5★ to 1★, each as long as its share of the ratings and labelled with its count.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const RatingHistogram = /* @__PURE__ */ forwardRef<HTMLDivElement, RatingHistogramProps>(
  function RatingHistogram({ histogram, labels, className, ...rest }, ref) {
    const format = { count: useCountFormat() };
    const text = useTexts(ratingHistogramTexts, labels);
    const { counts, total, average } = histogram;
    return (
      <div
        {...rest}
        ref={ref}
        data-slot="rating-histogram"
        className={cx('sd:flex sd:flex-col sd:gap-4 sd:sm:flex-row sd:sm:items-center sd:sm:gap-8', className)}
      >
        <div data-slot="rating-histogram-summary" className="sd:flex sd:flex-col sd:items-start sd:gap-1">
          <p className="sd:text-fg">
            <span data-slot="rating-histogram-average" className="sd:text-4xl sd:font-semibold sd:tabular-nums">
              {average.toFixed(1)}
            </span>
            <span className="sd:text-muted"> / 5</span>
          </p>
          <RatingStars rating={average} />
          <p data-slot="rating-histogram-total" className="sd:text-sm sd:text-muted">
            {text.total(total)}
          </p>
        </div>
        <ul
          data-slot="rating-histogram-rows"
          aria-label={text.rows}
          className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-1.5"
        >
          {HISTOGRAM_STARS.map((star) => {
            const count = counts[star];
            const share = total === 0 ? 0 : (count / total) * 100;
            return (
              <li
                key={star}
                data-slot="rating-histogram-row"
                data-star={star}
                className="sd:grid sd:grid-cols-[3.5rem_1fr_3rem] sd:items-center sd:gap-2 sd:text-sm"
              >
                <span className="sd:sr-only">{text.row(star, count, format.count(count))}</span>
                <span aria-hidden className="sd:tabular-nums sd:text-muted">
                  {star} ★
                </span>
                <span
                  aria-hidden
                  data-slot="rating-histogram-bar"
                  className="sd:h-2 sd:overflow-hidden sd:rounded-full sd:bg-line"
                >
                  <span className="sd:block sd:h-full sd:rounded-full sd:bg-star" style={{ inlineSize: `${share}%` }} />
                </span>
                <span
                  aria-hidden
                  data-slot="rating-histogram-count"
                  className="sd:text-end sd:tabular-nums sd:text-muted"
                >
                  <bdi>{format.count(count)}</bdi>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  },
);
