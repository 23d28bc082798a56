import { displayedPrice, formatPrice, productPath, truncateProductName, type Product } from '@sauda/commerce';
import { forwardRef, memo, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Link } from '../../primitives/link/link';
import { RatingStars } from '../rating-stars';
import {
  productCardBodyVariants,
  productCardImageVariants,
  productCardLinkVariants,
  productCardVariants,
} from './product-card.variants';

export interface ProductCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The product; its price is the displayed price (first colour variant, else first size, else its own). */
  product: Product;
  /**
   * Where the card links; by default the product page `/product/{name-with-hyphens}/{id}`.
   * @default productPath(product.name, product.id)
   */
  href?: string;
  /**
   * `grid`: image above the text; `list`: image beside the text (the listing's list view). Both show the same parts.
   * @default 'grid'
   */
  layout?: 'grid' | 'list';
  /**
   * Whether the product is in the shopper's wishlist: the heart is filled and `aria-pressed="true"`.
   * @default false
   */
  isWishlisted?: boolean;
  /**
   * Called with the product and the wished-for state when the heart is pressed. The card does not change by itself:
   * set `isWishlisted` once the server agrees. Without it the heart is not shown.
   */
  onWishlistChange?: (product: Product, isWishlisted: boolean) => void;
  /**
   * Disables the heart while a wishlist call is on its way.
   * @default false
   */
  isWishlistPending?: boolean;
  /**
   * Width to height ratio of the cover image (CSS `aspect-ratio`), so cards keep their height while images load.
   * @default '1 / 1'
   */
  imageAspectRatio?: string;
  /**
   * How the cover image loads; pass 'eager' for the first row above the fold.
   * @default 'lazy'
   */
  imageLoading?: 'lazy' | 'eager';
  /** Texts of the card, in English by default. */
  labels?: {
    /** Accessible name of the heart while the product is not wished. @default (name) => `Add ${name} to wishlist` */
    wishlist?: (name: string) => string;
    /** Accessible name of the heart while the product is wished. @default (name) => `Remove ${name} from wishlist` */
    unwishlist?: (name: string) => string;
    /** @default 'Price' */
    price?: string;
    /** @default 'Original price' */
    oldPrice?: string;
    /** @default (percent) => `${percent}% off` */
    discount?: (percent: number) => string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

const heartPath =
  'M12 20.5s-7.5-4.6-9.6-9.3C1 8 2.9 4.5 6.5 4.5c2.1 0 3.7 1.2 5.5 3.2 1.8-2 3.4-3.2 5.5-3.2 3.6 0 5.5 3.5 4.1 6.7-2.1 4.7-9.6 9.3-9.6 9.3z';

const placeholder = (
  <span
    data-slot="product-card-image-placeholder"
    aria-hidden
    className="flex size-full items-center justify-center text-muted"
  >
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-10">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.5" />
      <path d="M3 16l5-5 4 4 3-3 6 6" strokeLinejoin="round" />
    </svg>
  </span>
);

/**
 * A product in a listing (spec §2.8): cover image at a fixed ratio (a placeholder without one), name cut at 30
 * characters plus '...', displayed price, struck-through old price and discount, half-star rating with its count,
 * and a wishlist heart. The whole card is one link to the product; the heart sits above it as its own button.
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the card's own `data-slot`, `data-layout` and `aria-label` (the product's
 * name) win.
 */
export const ProductCard = /* @__PURE__ */ memo(
  /* @__PURE__ */ forwardRef<HTMLElement, ProductCardProps>(function ProductCard(
    {
      product,
      href,
      layout = 'grid',
      isWishlisted = false,
      onWishlistChange,
      isWishlistPending = false,
      imageAspectRatio = '1 / 1',
      imageLoading = 'lazy',
      labels,
      className,
      ...rest
    },
    ref,
  ) {
    const text = {
      wishlist: labels?.wishlist ?? ((name: string) => `Add ${name} to wishlist`),
      unwishlist: labels?.unwishlist ?? ((name: string) => `Remove ${name} from wishlist`),
      price: labels?.price ?? 'Price',
      oldPrice: labels?.oldPrice ?? 'Original price',
      discount: labels?.discount ?? ((percent: number) => `${percent}% off`),
    };
    const { price, oldPrice, discount } = displayedPrice(product);
    const cover = product.images[0];
    const name = truncateProductName(product.name);
    const showOldPrice = oldPrice != null && oldPrice > price;
    const showDiscount = discount != null && discount > 0;
    return (
      <article
        {...rest}
        ref={ref}
        data-slot="product-card"
        data-layout={layout}
        aria-label={product.name}
        className={cx(productCardVariants({ layout }), className)}
      >
        <Link
          href={href ?? productPath(product.name, product.id)}
          variant="plain"
          className={productCardLinkVariants({ layout })}
        >
          <span
            data-slot="product-card-image"
            style={{ aspectRatio: imageAspectRatio }}
            className={productCardImageVariants({ layout })}
          >
            {cover ? (
              <img src={cover} alt="" loading={imageLoading} decoding="async" className="size-full object-cover" />
            ) : (
              placeholder
            )}
          </span>
          <span data-slot="product-card-body" className={productCardBodyVariants({ layout })}>
            <span data-slot="product-card-name" className="block text-sm font-medium break-words">
              {name === product.name ? (
                name
              ) : (
                <>
                  {/* The card shows the cut name; assistive technology reads the whole one. */}
                  <span aria-hidden title={product.name}>
                    {name}
                  </span>
                  <span className="sr-only">{product.name}</span>
                </>
              )}
            </span>
            <span data-slot="product-card-price" className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
              <span data-slot="product-card-current-price" className="font-semibold text-fg tabular-nums">
                <span className="sr-only">{text.price}: </span>
                {formatPrice(price)}
              </span>
              {showOldPrice && (
                <del data-slot="product-card-old-price" className="text-xs text-muted tabular-nums">
                  <span className="sr-only">{text.oldPrice}: </span>
                  {formatPrice(oldPrice)}
                </del>
              )}
              {showDiscount && (
                <span data-slot="product-card-discount" className="text-xs font-semibold text-danger">
                  {text.discount(discount)}
                </span>
              )}
            </span>
            <RatingStars rating={product.averageRating} count={product.ratingsCount} size="sm" />
          </span>
        </Link>
        {onWishlistChange && (
          <IconButton
            // The name says what a press does; aria-pressed says the state.
            label={isWishlisted ? text.unwishlist(product.name) : text.wishlist(product.name)}
            variant="secondary"
            shape="round"
            size="sm"
            isPressed={isWishlisted}
            isDisabled={isWishlistPending}
            onClick={() => onWishlistChange(product, !isWishlisted)}
            className="absolute end-2 top-2"
          >
            <svg
              data-slot="product-card-heart"
              viewBox="0 0 24 24"
              aria-hidden
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d={heartPath} strokeLinejoin="round" />
            </svg>
          </IconButton>
        )}
      </article>
    );
  }),
);
