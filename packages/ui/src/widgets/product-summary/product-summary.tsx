import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  storePath,
  variantOptions,
  type Product,
  type UnavailableVariant,
  type VariantSelection,
} from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { HeartIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { IconButton } from '../../primitives/icon-button';
import { Link } from '../../primitives/link';
import { QuantityStepper } from '../quantity-stepper';
import { RatingStars } from '../rating-stars';
import { VariantPicker, type VariantPickerLabels } from '../variant-picker';
import { productSummaryTexts } from './texts/en';

/** What the shopper chose: the variant and how many. */
export interface ProductChoice extends VariantSelection {
  quantity: number;
}

/**
 * The texts of a `ProductSummary` (the variant picker's included); in English by default (`texts/en.ts`), or the
 * language of a `KitTextsProvider`.
 */
export interface ProductSummaryLabels extends VariantPickerLabels {
  /** @default 'Brand' */
  brand?: string;
  /** Before the shop's link. @default 'Sold by' */
  soldBy?: string;
  /** @default 'Quantity' */
  quantity?: string;
  /** @default (max) => `Up to ${max} per order` */
  quantityHint?: (max: number) => string;
  /** @default 'Add to Cart' */
  addToCart?: string;
  /** @default 'Adding...' */
  addingToCart?: string;
  /** @default 'Buy Now' */
  buyNow?: string;
  /** @default 'Please wait...' */
  buyingNow?: string;
  /** Accessible name of the heart (its pressed state tells whether the product is in). @default 'Add to wishlist' */
  wishlist?: string;
  /** @default 'Write a review' */
  writeReview?: string;
}

export interface ProductSummaryProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The product: name, brand, shop, rating and its variants. */
  product: Product;
  /** The variant choice (controlled), e.g. kept in the URL. */
  selection?: Partial<VariantSelection>;
  /**
   * The first variant choice (uncontrolled).
   * @default {} (first available colour and size)
   */
  defaultSelection?: Partial<VariantSelection>;
  /** Called with each new valid choice, e.g. to switch the gallery to the colour's image. */
  onSelectionChange?: (selection: VariantSelection) => void;
  /**
   * Sold-out colours or sizes, shown disabled.
   * @default []
   */
  unavailable?: readonly UnavailableVariant[];
  /**
   * The first quantity.
   * @default 1
   */
  defaultQuantity?: number;
  /** Called with the chosen variant and quantity when 'Add to Cart' is pressed. Without it the button is hidden. */
  onAddToCart?: (choice: ProductChoice) => void;
  /** Called with the chosen variant and quantity when 'Buy Now' is pressed. Without it the button is hidden. */
  onBuyNow?: (choice: ProductChoice) => void;
  /**
   * 'Add to Cart' shows a spinner and both buttons ignore presses.
   * @default false
   */
  isAddingToCart?: boolean;
  /**
   * 'Buy Now' shows a spinner and both buttons ignore presses.
   * @default false
   */
  isBuyingNow?: boolean;
  /**
   * Whether the product is in the wishlist: the heart is filled and `aria-pressed="true"`.
   * @default false
   */
  isWishlisted?: boolean;
  /**
   * Disables the heart while a wishlist call is on its way.
   * @default false
   */
  isWishlistPending?: boolean;
  /**
   * Called with the wished-for state and the current choice (the wishlist stores colour and size) when the heart is
   * pressed; set `isWishlisted` once the server agrees. Without it the heart is hidden.
   */
  onWishlistChange?: (isWishlisted: boolean, choice: ProductChoice) => void;
  /** Called when 'Write a review' is pressed (the page navigates to /review/{id}). Without it the button is hidden. */
  onWriteReview?: () => void;
  /**
   * Where the shop's name links.
   * @default storePath(product.shopName, product.shopId) ('/store/{shop-name-with-hyphens}/{shopId}')
   */
  shopHref?: string;
  /** Texts of the buy box, each replacing the language's own (English by default, `ProductSummaryLabels`). */
  labels?: ProductSummaryLabels;
  /**
   * The most of one item a shopper may put in the cart.
   * @default 3 (`CART_MAX_QUANTITY`, the marketplace's rule)
   */
  maxQuantity?: number;
  /** Extra classes for the root element. */
  className?: string;
}

const cartIcon = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" className="sd:size-5">
    <path d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const pencilIcon = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" className="sd:size-4">
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The product page's buy box (legacy contract §5): brand, name (h1), rating with its count, the shop's link, the price
 * and variant choice, a 1..3 quantity stepper, 'Add to Cart' and 'Buy Now' (events with `{ color, size, quantity }`,
 * pending states), the wishlist heart and 'Write a review'.
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ProductSummary = /* @__PURE__ */ forwardRef<HTMLElement, ProductSummaryProps>(function ProductSummary(
  {
    product,
    selection,
    defaultSelection = {},
    onSelectionChange,
    unavailable = [],
    defaultQuantity = CART_MIN_QUANTITY,
    maxQuantity = CART_MAX_QUANTITY,
    onAddToCart,
    onBuyNow,
    isAddingToCart = false,
    isBuyingNow = false,
    isWishlisted = false,
    isWishlistPending = false,
    onWishlistChange,
    onWriteReview,
    shopHref,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const [chosen, setChosen] = useState(defaultSelection);
  const [quantity, setQuantity] = useState(() =>
    Math.min(Math.max(Math.trunc(defaultQuantity), CART_MIN_QUANTITY), maxQuantity),
  );
  const options = variantOptions(product, selection ?? chosen, unavailable);
  const choice: ProductChoice = { ...options.selection, quantity };
  const isBusy = isAddingToCart || isBuyingNow;
  const text = useTexts(productSummaryTexts, labels);

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="product-summary"
      aria-labelledby={`${id}-name`}
      className={cx('sd:flex sd:min-w-0 sd:flex-col sd:gap-5 sd:text-fg', className)}
    >
      <header className="sd:flex sd:flex-col sd:gap-2">
        <div className="sd:flex sd:items-start sd:gap-3">
          <div className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-2">
            {product.brand && (
              <p data-slot="product-summary-brand" className="sd:text-sm sd:text-muted">
                {text.brand}: <span className="sd:font-medium sd:text-fg">{product.brand}</span>
              </p>
            )}
            <h1
              id={`${id}-name`}
              data-slot="product-summary-name"
              className="sd:text-xl sd:leading-snug sd:font-bold sd:break-words sd:sm:text-2xl"
            >
              {product.name}
            </h1>
          </div>
          {onWishlistChange && (
            <IconButton
              label={text.wishlist}
              variant="secondary"
              shape="round"
              isPressed={isWishlisted}
              isDisabled={isWishlistPending}
              onPressedChange={(next) => onWishlistChange(next, choice)}
            >
              <HeartIcon data-slot="product-summary-heart" />
            </IconButton>
          )}
        </div>
        <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-x-4 sd:gap-y-1 sd:text-sm">
          <RatingStars rating={product.averageRating} count={product.ratingsCount} />
          {onWriteReview && (
            <Button variant="ghost" size="sm" onPress={onWriteReview}>
              <span className="sd:inline-flex sd:items-center sd:gap-1.5 sd:text-brand">
                {pencilIcon}
                {text.writeReview}
              </span>
            </Button>
          )}
        </div>
        {product.shopName && (
          <p data-slot="product-summary-shop" className="sd:text-sm sd:text-muted">
            {text.soldBy} <Link href={shopHref ?? storePath(product.shopName, product.shopId)}>{product.shopName}</Link>
          </p>
        )}
      </header>
      <hr className="sd:border-line" />
      <VariantPicker
        product={product}
        value={options.selection}
        unavailable={unavailable}
        onChange={(next) => {
          if (selection === undefined) setChosen(next);
          onSelectionChange?.(next);
        }}
        labels={labels}
      />
      <div data-slot="product-summary-quantity" className="sd:flex sd:flex-wrap sd:items-center sd:gap-x-4 sd:gap-y-2">
        {/* The stepper's group carries the same name; this is its visible label. */}
        <span aria-hidden className="sd:text-sm sd:font-medium">
          {text.quantity}
        </span>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={CART_MIN_QUANTITY}
          max={maxQuantity}
          labels={{ quantity: text.quantity }}
        />
        <span className="sd:text-xs sd:text-muted">{text.quantityHint(maxQuantity)}</span>
      </div>
      <div data-slot="product-summary-actions" className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
        {onAddToCart && (
          <Button
            size="lg"
            isPending={isAddingToCart}
            pendingLabel={text.addingToCart}
            isDisabled={!options.isComplete || (isBusy && !isAddingToCart)}
            onPress={() => onAddToCart(choice)}
            className="sd:min-w-32 sd:flex-1"
          >
            {cartIcon}
            {text.addToCart}
          </Button>
        )}
        {onBuyNow && (
          <Button
            size="lg"
            variant="secondary"
            isPending={isBuyingNow}
            pendingLabel={text.buyingNow}
            isDisabled={!options.isComplete || (isBusy && !isBuyingNow)}
            onPress={() => onBuyNow(choice)}
            className="sd:min-w-32 sd:flex-1"
          >
            {text.buyNow}
          </Button>
        )}
      </div>
    </section>
  );
});
