import { displayedPrice, productPath, type Product } from '@sauda/commerce';
import { forwardRef, memo, type ComponentPropsWithoutRef } from 'react';
import { usePriceFormat } from '../../lib/formats';
import { HeartIcon, ImageIcon } from '../../icons';
import { CardName, type NameFit } from './card-name';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { useResponsiveImage } from '../../lib/responsive-image';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Link } from '../../primitives/link/link';
import { RatingStars } from '../rating-stars';
import {
  productCardBodyVariants,
  productCardImageVariants,
  productCardLinkVariants,
  productCardVariants,
} from './product-card.variants';
import { productCardTexts } from './texts/en';

// The grid is 2, 3 then 4 columns wide inside the page's 80 rem; a list row's picture is 7 rem, 10 rem from sm.
const GRID_IMAGE_SIZES = '(min-width: 80rem) 20rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw';
const LIST_IMAGE_SIZES = '(min-width: 40rem) 10rem, 7rem';

/** Texts of the card; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ProductCardLabels {
  /** Accessible name of the heart while the product is not wished. @default (name) => `Add ${name} to wishlist` */
  wishlist?: (name: string) => string;
  /** Accessible name of the heart while the product is wished. @default (name) => `Remove ${name} from wishlist` */
  unwishlist?: (name: string) => string;
  /** Read before the price. @default 'Price' */
  price?: string;
  /** Read before the struck-through price. @default 'Original price' */
  oldPrice?: string;
  /** @default (percent) => `${percent}% off` */
  discount?: (percent: number) => string;
}

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
  /**
   * The page preloads this cover by its plain URL (a listing's first card): it then comes without `srcset`, so the
   * browser fetches it once.
   * @default false
   */
  imagePreloaded?: boolean;
  /**
   * How a long name fits: cut at 30 characters plus '...' (the marketplace's rule), or whole on at most two lines.
   * @default 'characters'
   */
  nameFit?: NameFit;
  /** Texts of the card, each replacing the language's own (English by default, `ProductCardLabels`). */
  labels?: ProductCardLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const placeholder = (
  <span
    data-slot="product-card-image-placeholder"
    aria-hidden
    className="sd:flex sd:size-full sd:items-center sd:justify-center sd:text-muted"
  >
    <ImageIcon className="sd:size-10" />
  </span>
);

/**
 * A product in a listing (spec §2.8): cover image at a fixed ratio (a placeholder without one), name cut at 30
 * characters plus '...' (or whole on two lines, `nameFit`), displayed price, struck-through old price and discount,
 * half-star rating with its count, and a wishlist heart. The whole card is one link to the product; the heart sits
 * above it as its own button.
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
      imagePreloaded = false,
      nameFit = 'characters',
      labels,
      className,
      ...rest
    },
    ref,
  ) {
    const format = { price: usePriceFormat() };
    const text = useTexts(productCardTexts, labels);
    const { price, oldPrice, discount } = displayedPrice(product);
    const cover = product.images[0];
    const coverImage = useResponsiveImage(
      cover ?? '',
      layout === 'list' ? LIST_IMAGE_SIZES : GRID_IMAGE_SIZES,
      imagePreloaded,
      imageLoading,
    );
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
              <img
                {...coverImage}
                alt=""
                loading={imageLoading}
                decoding="async"
                className="sd:size-full sd:object-cover"
              />
            ) : (
              placeholder
            )}
          </span>
          <span data-slot="product-card-body" className={productCardBodyVariants({ layout })}>
            <span data-slot="product-card-name" className="sd:block sd:text-sm sd:font-medium sd:break-words">
              <CardName full={product.name} fit={nameFit} />
            </span>
            <span
              data-slot="product-card-price"
              className="sd:flex sd:flex-wrap sd:items-baseline sd:gap-x-2 sd:gap-y-0.5 sd:text-sm"
            >
              <span data-slot="product-card-current-price" className="sd:font-semibold sd:text-fg sd:tabular-nums">
                <span className="sd:sr-only">{text.price}: </span>
                <bdi>{format.price(price)}</bdi>
              </span>
              {showOldPrice && (
                <del data-slot="product-card-old-price" className="sd:text-xs sd:text-muted sd:tabular-nums">
                  <span className="sd:sr-only">{text.oldPrice}: </span>
                  <bdi>{format.price(oldPrice)}</bdi>
                </del>
              )}
              {showDiscount && (
                <span data-slot="product-card-discount" className="sd:text-xs sd:font-semibold sd:text-danger">
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
            className="sd:absolute sd:end-2 sd:top-2"
          >
            <HeartIcon data-slot="product-card-heart" />
          </IconButton>
        )}
      </article>
    );
  }),
);
