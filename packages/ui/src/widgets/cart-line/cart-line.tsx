import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  lineOldPrice,
  lineTotal,
  type CartLine as CartLineItem,
} from '@sauda/commerce';
import { useId, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { usePriceFormat } from '../../lib/formats';
import { IconButton } from '../../primitives/icon-button';
import { HeartIcon, ImageIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { ResponsiveImg } from '../../lib/responsive-image';
import { QuantityStepper } from '../quantity-stepper';
import { cartLineTexts } from './texts/en';

/** Texts of a cart line; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface CartLineLabels {
  /** @default 'Brand' */
  brand?: string;
  /** @default 'Color' */
  color?: string;
  /** @default 'Size' */
  size?: string;
  /** @default 'Price' */
  price?: string;
  /** @default 'Original price' */
  oldPrice?: string;
  /** Under the stepper at the limit, saying why plus does nothing. @default (max) => `You can buy at most ${max} of this item` */
  maxQuantity?: (max: number) => string;
  /** Unit price under the line price when more than one is ordered. @default (price) => `${price} each` */
  each?: (price: string) => string;
  /** Accessible name of the remove icon. @default (name) => `Remove ${name} from cart` */
  remove?: (name: string) => string;
  /** Accessible name of the heart icon. @default (name) => `Move ${name} to wishlist` */
  moveToWishlist?: (name: string) => string;
}

export interface CartLineProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The cart line: name, brand, colour, optional size, image, price, optional old price and quantity. */
  line: CartLineItem;
  /** Called with the line and its new quantity, always within 1..3. */
  onQuantityChange: (line: CartLineItem, quantity: number) => void;
  /** Called when the remove icon is pressed. */
  onRemove: (line: CartLineItem) => void;
  /** Called when the heart icon is pressed: move the line to the wishlist. Without it the icon is not shown. */
  onMoveToWishlist?: (line: CartLineItem) => void;
  /**
   * Loads the picture at once instead of as it nears the screen: for the first lines of a cart, which are in view
   * when the page opens, so the page's largest picture is not held back.
   * @default false
   */
  eagerImage?: boolean;
  /**
   * Disables the stepper and both icons, e.g. while the line is being saved or moved.
   * @default false
   */
  isDisabled?: boolean;
  /** Texts of the line, each replacing the language's own (English by default, `CartLineLabels`). */
  labels?: CartLineLabels;
  /**
   * The most of one item a shopper may put in the cart.
   * @default 3 (`CART_MAX_QUANTITY`, the marketplace's rule)
   */
  maxQuantity?: number;
  /** Extra classes for the root element. */
  className?: string;
}

const trash = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.8">
    <path
      d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * One cart line (spec §2.6): image or placeholder, name, brand, colour, size when present, a 1..3 quantity stepper
 * that says why plus stops at 3, the line price with the struck-through old price (stored old price, else twice the
 * price; none when that is not above the price), a remove icon and a heart that moves the line to the wishlist (Sauda
 * makes the spec's dead second icon real).
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const CartLine = /* @__PURE__ */ forwardRef<HTMLElement, CartLineProps>(function CartLine(
  {
    line,
    onQuantityChange,
    onRemove,
    onMoveToWishlist,
    eagerImage = false,
    isDisabled = false,
    maxQuantity = CART_MAX_QUANTITY,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const format = { price: usePriceFormat() };
  const nameId = useId();
  const text = useTexts(cartLineTexts, labels);
  const oldPrice = lineOldPrice(line);
  const details: [slot: string, label: string, value: string][] = [
    ['brand', text.brand, line.brand],
    ['color', text.color, line.color],
  ];
  if (line.size) details.push(['size', text.size, line.size]);

  return (
    <article
      {...rest}
      ref={ref}
      data-slot="cart-line"
      aria-labelledby={nameId}
      className={cx(
        'sd:grid sd:grid-cols-[4.5rem_minmax(0,1fr)] sd:gap-x-3 sd:gap-y-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-3 sd:text-fg sd:sm:grid-cols-[6rem_minmax(0,1fr)_auto]',
        className,
      )}
    >
      <span
        data-slot="cart-line-image"
        className="sd:row-span-2 sd:block sd:aspect-square sd:size-18 sd:overflow-hidden sd:rounded-md sd:bg-surface sd:sm:row-span-1 sd:sm:size-24"
      >
        {line.image ? (
          <ResponsiveImg
            src={line.image}
            sizes="(min-width: 40rem) 6rem, 4.5rem"
            alt=""
            loading={eagerImage ? 'eager' : 'lazy'}
            className="sd:size-full sd:object-cover"
          />
        ) : (
          <span
            data-slot="cart-line-image-placeholder"
            aria-hidden
            className="sd:flex sd:size-full sd:items-center sd:justify-center sd:text-muted"
          >
            <ImageIcon sun={false} className="sd:size-8" />
          </span>
        )}
      </span>

      <div data-slot="cart-line-info" className="sd:flex sd:min-w-0 sd:flex-col sd:gap-1">
        {/* Never clamped: a clamp cut the name when a reader set wider text spacing (WCAG 1.4.12). */}
        <h3 id={nameId} data-slot="cart-line-name" className="sd:text-sm sd:font-semibold sd:break-words">
          {line.name}
        </h3>
        <dl
          data-slot="cart-line-details"
          className="sd:flex sd:flex-wrap sd:gap-x-3 sd:gap-y-0.5 sd:text-xs sd:text-muted"
        >
          {details.map(([slot, label, value]) => (
            <div key={slot} data-slot={`cart-line-${slot}`} className="sd:flex sd:min-w-0 sd:gap-1">
              <dt>{label}:</dt>
              <dd className="sd:min-w-0 sd:break-words sd:text-fg">{value}</dd>
            </div>
          ))}
        </dl>
        <p data-slot="cart-line-price" className="sd:flex sd:flex-wrap sd:items-baseline sd:gap-x-2 sd:text-sm">
          <span className="sd:font-semibold sd:tabular-nums">
            <span className="sd:sr-only">{text.price}: </span>
            <bdi>{format.price(lineTotal(line))}</bdi>
          </span>
          {oldPrice !== null && (
            <del data-slot="cart-line-old-price" className="sd:text-xs sd:text-muted sd:tabular-nums">
              <span className="sd:sr-only">{text.oldPrice}: </span>
              <bdi>{format.price(lineTotal({ price: oldPrice, quantity: line.quantity }))}</bdi>
            </del>
          )}
        </p>
        {line.quantity > 1 && (
          <p data-slot="cart-line-unit-price" className="sd:text-xs sd:text-muted sd:tabular-nums">
            {text.each(format.price(line.price))}
          </p>
        )}
      </div>

      <div
        data-slot="cart-line-actions"
        className="sd:col-start-2 sd:flex sd:flex-wrap sd:items-center sd:justify-between sd:gap-2 sd:sm:col-start-3 sd:sm:flex-col sd:sm:items-end"
      >
        <QuantityStepper
          value={line.quantity}
          min={CART_MIN_QUANTITY}
          max={maxQuantity}
          itemName={line.name}
          maxHint={text.maxQuantity(maxQuantity)}
          isDisabled={isDisabled}
          onChange={(quantity) => onQuantityChange(line, quantity)}
        />
        <div data-slot="cart-line-icons" className="sd:flex sd:items-center sd:gap-1">
          {onMoveToWishlist && (
            <IconButton
              label={text.moveToWishlist(line.name)}
              variant="ghost"
              size="sm"
              isDisabled={isDisabled}
              onPress={() => onMoveToWishlist(line)}
            >
              <HeartIcon strokeWidth="1.8" />
            </IconButton>
          )}
          <IconButton
            label={text.remove(line.name)}
            variant="ghost"
            size="sm"
            isDisabled={isDisabled}
            onPress={() => onRemove(line)}
            className="sd:text-danger"
          >
            {trash}
          </IconButton>
        </div>
      </div>
    </article>
  );
});
