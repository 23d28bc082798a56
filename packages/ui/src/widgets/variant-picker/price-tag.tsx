import { type DisplayedPrice } from '@sauda/commerce';
import { usePriceFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Badge } from '../../primitives/badge';
import { priceTagTexts } from './texts/en';

/** Texts of a `PriceTag`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface PriceTagLabels {
  /** Read before the price. @default 'Price' */
  price?: string;
  /** Read before the struck-through price. @default 'Original price' */
  oldPrice?: string;
  /** @default (percent) => `${percent}% off` */
  discount?: (percent: number) => string;
}

export interface PriceTagProps {
  /** The price, old price (struck through when higher) and discount percent (shown when above 0). */
  price: DisplayedPrice;
  /**
   * `lg` for the product page's buy box.
   * @default 'md'
   */
  size?: 'md' | 'lg';
  /**
   * Announce changes politely (the price follows the chosen variant).
   * @default false
   */
  live?: boolean;
  /** Texts of the tag, each replacing the language's own (English by default, `PriceTagLabels`). */
  labels?: PriceTagLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** A price in rupees with the struck-through old price and the discount. */
export function PriceTag({ price, size = 'md', live = false, labels, className }: PriceTagProps) {
  const format = { price: usePriceFormat() };
  const text = useTexts(priceTagTexts, labels);
  const showOld = price.oldPrice != null && price.oldPrice > price.price;
  const showDiscount = price.discount != null && price.discount > 0;
  return (
    <p
      data-slot="price-tag"
      data-size={size}
      aria-live={live ? 'polite' : undefined}
      aria-atomic={live ? true : undefined}
      className={cx('sd:flex sd:flex-wrap sd:items-center sd:gap-x-3 sd:gap-y-1', className)}
    >
      <span
        data-slot="price-tag-price"
        className={cx(
          'sd:font-bold sd:text-fg sd:tabular-nums',
          size === 'lg' ? 'sd:text-2xl sd:sm:text-3xl' : 'sd:text-lg',
        )}
      >
        <span className="sd:sr-only">{text.price}: </span>
        <bdi>{format.price(price.price)}</bdi>
      </span>
      {showOld && (
        <del data-slot="price-tag-old-price" className="sd:text-sm sd:text-muted sd:tabular-nums">
          <span className="sd:sr-only">{text.oldPrice}: </span>
          <bdi>{format.price(price.oldPrice ?? 0)}</bdi>
        </del>
      )}
      {showDiscount && (
        <Badge tone="danger" size="sm" className="sd:font-semibold">
          <bdi>{text.discount(price.discount ?? 0)}</bdi>
        </Badge>
      )}
    </p>
  );
}
