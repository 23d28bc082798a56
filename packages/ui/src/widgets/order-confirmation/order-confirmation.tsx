import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { formatPhone, lineTotal, orderTotal, orderTracking, type OrderDetailRow } from '@sauda/commerce';
import { useDateFormat, usePriceFormat } from '../../lib/formats';
import { Link } from '../../primitives/link';
import { Skeleton } from '../../primitives/skeleton';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { orderConfirmationTexts } from './texts/en';

/** Texts of the order confirmation; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface OrderConfirmationLabels {
  /** @default 'Order number' */
  orderNumber?: string;
  /** Shown instead of the number when the backend has none. @default 'Order ID' */
  orderId?: string;
  /** @default 'To pay on delivery' */
  total?: string;
  /** @default 'Cash on Delivery' */
  paymentMethod?: string;
  /** @default 'Items' */
  items?: string;
  /** @default 'Qty' */
  quantity?: string;
  /** @default 'Unnamed product' */
  unnamedProduct?: string;
  /** @default 'Delivery address' */
  address?: string;
  /** @default 'What happens next' */
  next?: string;
  /**
   * The steps after placing, in order; the last one is given the total.
   * @default ['The shop confirms your order and packs it.', 'A courier brings it to your address; you can follow it on
   * the tracking page.', (total) => `Pay ${total} in cash when it arrives.`]
   */
  steps?: [string, string, (total: string) => string];
  /** @default (date) => `Expected by ${date}` */
  estimate?: (date: string) => string;
  /** @default 'Track your order' */
  track?: string;
  /** @default 'View order details' */
  details?: string;
  /** @default 'Continue shopping' */
  continueShopping?: string;
  /** @default 'Loading your order' */
  loading?: string;
  /** @default 'Order not found.' */
  empty?: string;
}

export interface OrderConfirmationProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The placed order's rows as the order-details call returns them: one per product, order columns repeated. */
  rows: OrderDetailRow[];
  /**
   * Shows placeholders while the order loads.
   * @default false
   */
  isLoading?: boolean;
  /** Where 'Track your order' goes (the order's tracking timeline). */
  trackHref: string;
  /** Where 'View order details' goes; not shown without it. */
  detailsHref?: string;
  /**
   * Where 'Continue shopping' goes.
   * @default '/'
   */
  continueHref?: string;
  /**
   * Level of the section headings (the page title sits above).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * IANA time zone of the delivery estimate.
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /** Texts of the confirmation, each replacing the language's own (English by default, `OrderConfirmationLabels`). */
  labels?: OrderConfirmationLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const sectionClass = 'sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4';
const headingClass = 'sd:text-base sd:font-semibold sd:text-fg';

/**
 * What a shopper sees after placing an order (Sauda): the order number, the total to pay in cash on delivery, the
 * items, the delivery address, what happens next, and links to track the order and to keep shopping.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const OrderConfirmation = /* @__PURE__ */ forwardRef<HTMLDivElement, OrderConfirmationProps>(
  function OrderConfirmation(
    {
      rows,
      isLoading = false,
      trackHref,
      detailsHref,
      continueHref = '/',
      headingLevel = 2,
      timeZone,
      labels,
      className,
      ...rest
    },
    ref,
  ) {
    const format = { price: usePriceFormat(), date: useDateFormat() };
    const text = useTexts(orderConfirmationTexts, labels);
    const Heading = `h${headingLevel}` as const;

    if (isLoading) {
      return (
        <div
          data-slot="order-confirmation"
          data-state="loading"
          aria-busy="true"
          className={cx('sd:grid sd:gap-4', className)}
        >
          <span role="status" className="sd:sr-only">
            {text.loading}
          </span>
          <Skeleton shape="text" lines={2} />
          <div className={sectionClass}>
            <Skeleton shape="text" lines={3} />
          </div>
        </div>
      );
    }

    const order = rows[0];
    if (!order) {
      return (
        <p data-slot="order-confirmation" data-state="empty" className={cx('sd:text-muted', className)}>
          {text.empty}
        </p>
      );
    }

    const total = format.price(orderTotal(order));
    const estimate = orderTracking(order, order.city).estimatedDelivery;
    const cityLine = [order.city, order.province, order.zipCode].filter(Boolean).join(', ');
    return (
      <div
        {...rest}
        ref={ref}
        data-slot="order-confirmation"
        className={cx('sd:grid sd:gap-4 sd:md:grid-cols-2', className)}
      >
        <dl
          data-slot="order-confirmation-facts"
          className={cx(sectionClass, 'sd:md:col-span-2 sd:sm:flex-row sd:sm:gap-8')}
        >
          <div data-slot="order-confirmation-number">
            <dt className="sd:text-sm sd:text-muted">{order.orderNumber ? text.orderNumber : text.orderId}</dt>
            <dd className="sd:font-mono sd:text-lg sd:font-bold sd:break-all sd:text-fg">
              {order.orderNumber ?? order.orderId}
            </dd>
          </div>
          <div data-slot="order-confirmation-total">
            <dt className="sd:text-sm sd:text-muted">{text.total}</dt>
            <dd className="sd:text-lg sd:font-bold sd:text-fg sd:tabular-nums">{total}</dd>
            <dd className="sd:text-sm sd:text-muted">{text.paymentMethod}</dd>
          </div>
        </dl>

        <section data-slot="order-confirmation-items" className={sectionClass}>
          <Heading className={headingClass}>{text.items}</Heading>
          <ul className="sd:flex sd:flex-col sd:divide-y sd:divide-line sd:text-sm">
            {rows.map((row, index) => {
              const quantity = row.quantity ?? 1;
              const variant = [row.selectedColor, row.selectedSize].filter(Boolean).join(' · ');
              return (
                <li
                  key={`${row.productId ?? 'row'}-${row.selectedColor ?? ''}-${row.selectedSize ?? ''}-${index}`}
                  data-slot="order-confirmation-item"
                  className="sd:flex sd:justify-between sd:gap-3 sd:py-2 sd:first:pt-0 sd:last:pb-0"
                >
                  <span className="sd:min-w-0 sd:break-words">
                    <span className="sd:block sd:font-medium sd:text-fg">{row.productName ?? text.unnamedProduct}</span>
                    <span className="sd:text-muted">
                      {variant && `${variant} · `}
                      {text.quantity}: {quantity}
                    </span>
                  </span>
                  {row.productPrice !== null && (
                    <span className="sd:shrink-0 sd:font-semibold sd:tabular-nums">
                      <bdi>{format.price(lineTotal({ price: row.productPrice, quantity }))}</bdi>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section data-slot="order-confirmation-address" className={sectionClass}>
          <Heading className={headingClass}>{text.address}</Heading>
          <address className="sd:flex sd:flex-col sd:gap-0.5 sd:text-sm sd:not-italic">
            <span className="sd:font-medium">{order.fullName}</span>
            <span>{order.streetAddressLine1}</span>
            {order.streetAddressLine2 && <span>{order.streetAddressLine2}</span>}
            {cityLine && <span>{cityLine}</span>}
            {order.phoneNumber && (
              <bdi className="sd:tabular-nums" dir="ltr">
                {formatPhone(order.phoneNumber)}
              </bdi>
            )}
          </address>
        </section>

        <section data-slot="order-confirmation-next" className={cx(sectionClass, 'sd:md:col-span-2')}>
          <Heading className={headingClass}>{text.next}</Heading>
          <ol className="sd:flex sd:list-decimal sd:flex-col sd:gap-1 sd:ps-5 sd:text-sm">
            <li>{text.steps[0]}</li>
            <li>{text.steps[1]}</li>
            <li>{text.steps[2](total)}</li>
          </ol>
          {estimate && <p className="sd:text-sm sd:font-medium">{text.estimate(format.date(estimate, timeZone))}</p>}
          <div data-slot="order-confirmation-links" className="sd:flex sd:flex-wrap sd:gap-2 sd:pt-1">
            <Link href={trackHref} variant="button" size="sm">
              {text.track}
            </Link>
            {detailsHref && (
              <Link href={detailsHref} variant="button" buttonVariant="secondary" size="sm">
                {text.details}
              </Link>
            )}
            <Link href={continueHref} variant="button" buttonVariant="secondary" size="sm">
              {text.continueShopping}
            </Link>
          </div>
        </section>
      </div>
    );
  },
);
