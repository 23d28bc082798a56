import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { productPath, truncateProductName, type WishlistItem } from '@sauda/commerce';
import { usePriceFormat } from '../../lib/formats';
import { IconButton } from '../../primitives/icon-button';
import { Link } from '../../primitives/link';
import { HeartIcon, ImageIcon } from '../../icons';
import { CutName } from '../product-card/cut-name';
import { cx } from '../../lib/cx';
import { ResponsiveImg } from '../../lib/responsive-image';
import { RatingStars } from '../rating-stars';

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
  /** Texts of the card, in English by default. */
  labels?: {
    /** Accessible name of the heart. @default (name) => `Remove ${name} from wishlist` */
    remove?: (name: string) => string;
    /** @default 'Price' */
    price?: string;
    /** @default 'Original price' */
    oldPrice?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

// Wishlist cards sit in the same 2, 3, 4 column grid as product cards.
const CARD_SIZES = '(min-width: 80rem) 20rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw';

/**
 * One wishlist entry (spec §2.11): cover image and name (cut at 30 characters) linking to the product, half-star
 * rating with its count, price, struck-through old price, and a heart on the image that removes the entry.
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const WishlistCard = /* @__PURE__ */ forwardRef<HTMLElement, WishlistCardProps>(function WishlistCard(
  { item, onRemove, isRemoving = false, href, labels, className, ...rest },
  ref,
) {
  const format = { price: usePriceFormat() };
  const text = {
    remove: labels?.remove ?? ((name: string) => `Remove ${name} from wishlist`),
    price: labels?.price ?? 'Price',
    oldPrice: labels?.oldPrice ?? 'Original price',
  };
  const image = item.images[0];
  const name = truncateProductName(item.name);
  const showOldPrice = item.oldPrice != null && item.oldPrice > 0 && item.oldPrice !== item.price;
  return (
    <article
      {...rest}
      ref={ref}
      data-slot="wishlist-card"
      aria-label={item.name}
      className={cx(
        'relative flex flex-col overflow-hidden rounded-lg border border-line bg-raised text-fg',
        className,
      )}
    >
      <Link href={href ?? productPath(item.name, item.productId)} variant="plain" className="flex flex-col rounded-lg">
        <span data-slot="wishlist-card-image" className="block aspect-square bg-surface">
          {image ? (
            <ResponsiveImg src={image} sizes={CARD_SIZES} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <span aria-hidden className="flex size-full items-center justify-center text-muted">
              <ImageIcon sun={false} className="size-10" />
            </span>
          )}
        </span>
        <span data-slot="wishlist-card-name" className="block px-3 pt-2 text-sm font-medium break-words">
          <CutName name={name} full={item.name} />
        </span>
      </Link>
      <div data-slot="wishlist-card-body" className="flex flex-col gap-1 px-3 pt-1 pb-3">
        <RatingStars rating={item.rating} count={item.ratingsCount} size="sm" />
        {item.price != null && (
          <p data-slot="wishlist-card-price" className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold tabular-nums">
              <span className="sr-only">{text.price}: </span>
              <bdi>{format.price(item.price)}</bdi>
            </span>
            {showOldPrice && (
              <del data-slot="wishlist-card-old-price" className="text-xs text-muted tabular-nums">
                <span className="sr-only">{text.oldPrice}: </span>
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
        className="absolute end-2 top-2 text-danger"
      >
        <HeartIcon fill="currentColor" stroke="none" />
      </IconButton>
    </article>
  );
});
