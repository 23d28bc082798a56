import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { productPath, type WishlistItem } from '@sauda/commerce';
import { usePriceFormat } from '../../lib/formats';
import { IconButton } from '../../primitives/icon-button';
import { Link } from '../../primitives/link';
import { HeartIcon, ImageIcon } from '../../icons';
import { CardName, type NameFit } from '../product-card/card-name';
import { cx } from '../../lib/cx';
import { ResponsiveImg } from '../../lib/responsive-image';
import { RatingStars } from '../rating-stars';
import { useTexts } from '../../lib/kit-texts';
import { wishlistCardTexts } from './texts/en';

/** Texts of the wishlist card; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface WishlistCardLabels {
  /** Accessible name of the heart. @default (name) => `Remove ${name} from wishlist` */
  remove?: (name: string) => string;
  /** @default 'Price' */
  price?: string;
  /** @default 'Original price' */
  oldPrice?: string;
}

export interface WishlistCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The wishlist entry: product id, name, images, rating, rating count, price and old price. */
  item: WishlistItem;
  /** Called when the heart is pressed: remove the entry, then drop the card once the server agrees. */
  onRemove: (item: WishlistItem) => void;
  /**
   * Disables the heart while the removal is on its way.
   * @default false
   */
  isRemoving?: boolean;
  /**
   * Where the card links; by default the product page `/product/{name-with-hyphens}/{productId}`.
   */
  href?: string;
  /**
   * How a long name fits: cut at 30 characters plus '...' (the marketplace's rule), or whole on at most two lines.
   * @default 'characters'
   */
  nameFit?: NameFit;
  /** Texts of the wishlist card, each replacing the language's own (English by default, `WishlistCardLabels`). */
  labels?: WishlistCardLabels;
  /** Extra classes for the root element. */
  className?: string;
}

// Wishlist cards sit in the same 2, 3, 4 column grid as product cards.
const CARD_SIZES = '(min-width: 80rem) 20rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw';

/**
 * One wishlist entry (spec §2.11): cover image and name (cut at 30 characters, or whole on two lines) linking to the
 * product, half-star rating with its count, price, struck-through old price, and a heart on the image that removes the
 * entry.
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const WishlistCard = /* @__PURE__ */ forwardRef<HTMLElement, WishlistCardProps>(function WishlistCard(
  { item, onRemove, isRemoving = false, href, nameFit = 'characters', labels, className, ...rest },
  ref,
) {
  const format = { price: usePriceFormat() };
  const text = useTexts(wishlistCardTexts, labels);
  const image = item.images[0];
  const showOldPrice = item.oldPrice != null && item.oldPrice > 0 && item.oldPrice !== item.price;
  return (
    <article
      {...rest}
      ref={ref}
      data-slot="wishlist-card"
      aria-label={item.name}
      className={cx(
        'sd:relative sd:flex sd:flex-col sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:text-fg',
        className,
      )}
    >
      <Link
        href={href ?? productPath(item.name, item.productId)}
        variant="plain"
        className="sd:flex sd:flex-col sd:rounded-lg"
      >
        <span data-slot="wishlist-card-image" className="sd:block sd:aspect-square sd:bg-surface">
          {image ? (
            <ResponsiveImg
              src={image}
              sizes={CARD_SIZES}
              alt=""
              loading="lazy"
              className="sd:size-full sd:object-cover"
            />
          ) : (
            <span aria-hidden className="sd:flex sd:size-full sd:items-center sd:justify-center sd:text-muted">
              <ImageIcon sun={false} className="sd:size-10" />
            </span>
          )}
        </span>
        <span
          data-slot="wishlist-card-name"
          className="sd:block sd:px-3 sd:pt-2 sd:text-sm sd:font-medium sd:break-words"
        >
          <CardName full={item.name} fit={nameFit} />
        </span>
      </Link>
      <div data-slot="wishlist-card-body" className="sd:flex sd:flex-col sd:gap-1 sd:px-3 sd:pt-1 sd:pb-3">
        <RatingStars rating={item.rating} count={item.ratingsCount} size="sm" />
        {item.price != null && (
          <p data-slot="wishlist-card-price" className="sd:flex sd:flex-wrap sd:items-baseline sd:gap-x-2 sd:text-sm">
            <span className="sd:font-semibold sd:tabular-nums">
              <span className="sd:sr-only">{text.price}: </span>
              <bdi>{format.price(item.price)}</bdi>
            </span>
            {showOldPrice && (
              <del data-slot="wishlist-card-old-price" className="sd:text-xs sd:text-muted sd:tabular-nums">
                <span className="sd:sr-only">{text.oldPrice}: </span>
                <bdi>{format.price(item.oldPrice ?? 0)}</bdi>
              </del>
            )}
          </p>
        )}
      </div>
      <IconButton
        label={text.remove(item.name)}
        variant="secondary"
        shape="round"
        size="sm"
        isDisabled={isRemoving}
        onPress={() => onRemove(item)}
        className="sd:absolute sd:end-2 sd:top-2 sd:text-danger"
      >
        <HeartIcon fill="currentColor" stroke="none" />
      </IconButton>
    </article>
  );
});
