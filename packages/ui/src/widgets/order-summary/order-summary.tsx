import {
  SHIPPING_FEE,
  cartUnitCount,
  cartSubtotal,
  checkoutTotal,
  type CartLine as CartLineItem,
} from '@sauda/commerce';
import { useId, type ReactNode, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { usePriceFormat } from '../../lib/formats';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { orderSummaryTexts } from './texts/en';

/** Texts of the order summary; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface OrderSummaryLabels {
  /** The panel's heading when `title` is not given. @default 'Order Summary' */
  title?: string;
  /** `count` is the number of pieces (two lines of two: 4). @default (n) => `Subtotal (${n} items)` */
  subtotal?: (count: number) => string;
  /** @default 'Shipping Fee' */
  shipping?: string;
  /** @default 'Discount' */
  discount?: string;
  /** @default 'Total' */
  total?: string;
  /** @default (n) => `Checkout (${n})` */
  checkout?: (count: number) => string;
  /** @default 'Loading order summary' */
  loading?: string;
}

export interface OrderSummaryProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The cart lines; pieces, subtotal and total are computed from them with commerce's cart rules. */
  lines: readonly Pick<CartLineItem, 'price' | 'quantity'>[];
  /** Coupon discount in rupees; when above 0 a discount row shows and the total is subtotal + shipping − discount. */
  discount?: number;
  /**
   * The panel's heading: 'Order Summary' in the cart, 'Your Order' at checkout.
   * @default the `title` text, 'Order Summary'
   */
  title?: string;
  /** Called when 'Checkout (N)' is pressed. Without it the button is not shown (e.g. at checkout). */
  onCheckout?: () => void;
  /**
   * Shows a spinner on the checkout button and blocks it.
   * @default false
   */
  isCheckoutPending?: boolean;
  /**
   * Shows placeholders instead of the amounts while the cart loads.
   * @default false
   */
  isLoading?: boolean;
  /** Extra content under the totals, e.g. a coupon box or the 'Place Order' button. */
  children?: ReactNode;
  /** Texts of the order summary, each replacing the language's own (English by default, `OrderSummaryLabels`). */
  labels?: OrderSummaryLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The cart's 'Order Summary' panel and the checkout's 'Your Order' (spec §2.6, §2.7, §9): 'Subtotal (N items)' and
 * 'Checkout (N)' counting pieces (Sauda: two lines of two are 4 items, as a shopper counts them),
 * 'Shipping Fee' (flat Rs 200), an optional discount row, 'Total', and the 'Checkout (N)' button.
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const OrderSummary = /* @__PURE__ */ forwardRef<HTMLElement, OrderSummaryProps>(function OrderSummary(
  {
    lines,
    discount = 0,
    title,
    onCheckout,
    isCheckoutPending = false,
    isLoading = false,
    children,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const format = { price: usePriceFormat() };
  const titleId = useId();
  const text = useTexts(orderSummaryTexts, labels);
  const count = cartUnitCount(lines);
  const subtotal = cartSubtotal(lines);
  const hasDiscount = discount > 0;
  const amount = (value: string) =>
    isLoading ? (
      <Skeleton shape="text" size="sm" className="sd:w-20" />
    ) : (
      <bdi className="sd:tabular-nums">{value}</bdi>
    );

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="order-summary"
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      className={cx(
        'sd:flex sd:flex-col sd:gap-4 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg',
        className,
      )}
    >
      <h2 id={titleId} data-slot="order-summary-title" className="sd:text-lg sd:font-semibold">
        {title ?? text.title}
      </h2>
      {isLoading && (
        <p role="status" className="sd:sr-only">
          {text.loading}
        </p>
      )}
      <dl data-slot="order-summary-rows" className="sd:flex sd:flex-col sd:gap-2 sd:text-sm">
        <div data-slot="order-summary-subtotal" className="sd:flex sd:items-center sd:justify-between sd:gap-4">
          <dt className="sd:text-muted">{text.subtotal(count)}</dt>
          <dd>{amount(format.price(subtotal))}</dd>
        </div>
        <div data-slot="order-summary-shipping" className="sd:flex sd:items-center sd:justify-between sd:gap-4">
          <dt className="sd:text-muted">{text.shipping}</dt>
          <dd>{amount(format.price(SHIPPING_FEE))}</dd>
        </div>
        {hasDiscount && (
          <div data-slot="order-summary-discount" className="sd:flex sd:items-center sd:justify-between sd:gap-4">
            <dt className="sd:text-muted">{text.discount}</dt>
            <dd className="sd:text-success">{amount(`- ${format.price(discount)}`)}</dd>
          </div>
        )}
        <div
          data-slot="order-summary-total"
          className="sd:flex sd:items-center sd:justify-between sd:gap-4 sd:border-t sd:border-line sd:pt-2 sd:text-base sd:font-semibold"
        >
          <dt>{text.total}</dt>
          <dd>{amount(format.price(checkoutTotal(subtotal, hasDiscount ? discount : 0)))}</dd>
        </div>
      </dl>
      {children}
      {onCheckout && (
        <Button fullWidth isDisabled={isLoading || count === 0} isPending={isCheckoutPending} onPress={onCheckout}>
          {text.checkout(count)}
        </Button>
      )}
    </section>
  );
});
