import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { formatPhone, lineTotal, orderTotal, orderTracking, type OrderDetailRow } from '@sauda/commerce';
import { useDateFormat, usePriceFormat } from '../../lib/formats';
import { Link } from '../../primitives/link';
import { Skeleton } from '../../primitives/skeleton';
import { cx } from '../../lib/cx';

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
  /** Texts of the confirmation, in English by default. */
  labels?: {
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
    /** The steps after placing, in order; the last one is given the total. */
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
  };
  /** Extra classes for the root element. */
  className?: string;
}

const sectionClass = 'flex flex-col gap-3 rounded-lg border border-line bg-raised p-4';
const headingClass = 'text-base font-semibold text-fg';

const defaultSteps: [string, string, (total: string) => string] = [
  'The shop confirms your order and packs it.',
  'A courier brings it to your address; you can follow it on the tracking page.',
  (total) => `Pay ${total} in cash when it arrives.`,
];

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
    const text = {
      orderNumber: labels?.orderNumber ?? 'Order number',
      orderId: labels?.orderId ?? 'Order ID',
      total: labels?.total ?? 'To pay on delivery',
      paymentMethod: labels?.paymentMethod ?? 'Cash on Delivery',
      items: labels?.items ?? 'Items',
      quantity: labels?.quantity ?? 'Qty',
      unnamedProduct: labels?.unnamedProduct ?? 'Unnamed product',
      address: labels?.address ?? 'Delivery address',
      next: labels?.next ?? 'What happens next',
      steps: labels?.steps ?? defaultSteps,
      estimate: labels?.estimate ?? ((date: string) => `Expected by ${date}`),
      track: labels?.track ?? 'Track your order',
      details: labels?.details ?? 'View order details',
      continueShopping: labels?.continueShopping ?? 'Continue shopping',
      loading: labels?.loading ?? 'Loading your order',
      empty: labels?.empty ?? 'Order not found.',
    };
    const Heading = `h${headingLevel}` as const;

    if (isLoading) {
      return (
        <div
          data-slot="order-confirmation"
          data-state="loading"
          aria-busy="true"
          className={cx('grid gap-4', className)}
        >
          <span role="status" className="sr-only">
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
        <p data-slot="order-confirmation" data-state="empty" className={cx('text-muted', className)}>
          {text.empty}
        </p>
      );
    }

    const total = format.price(orderTotal(order));
    const estimate = orderTracking(order, order.city).estimatedDelivery;
    const cityLine = [order.city, order.province, order.zipCode].filter(Boolean).join(', ');
    return (
      <div {...rest} ref={ref} data-slot="order-confirmation" className={cx('grid gap-4 md:grid-cols-2', className)}>
        <dl data-slot="order-confirmation-facts" className={cx(sectionClass, 'md:col-span-2 sm:flex-row sm:gap-8')}>
          <div data-slot="order-confirmation-number">
            <dt className="text-sm text-muted">{order.orderNumber ? text.orderNumber : text.orderId}</dt>
            <dd className="font-mono text-lg font-bold break-all text-fg">{order.orderNumber ?? order.orderId}</dd>
          </div>
          <div data-slot="order-confirmation-total">
            <dt className="text-sm text-muted">{text.total}</dt>
            <dd className="text-lg font-bold text-fg tabular-nums">{total}</dd>
            <dd className="text-sm text-muted">{text.paymentMethod}</dd>
          </div>
        </dl>

        <section data-slot="order-confirmation-items" className={sectionClass}>
          <Heading className={headingClass}>{text.items}</Heading>
          <ul className="flex flex-col divide-y divide-line text-sm">
            {rows.map((row, index) => {
              const quantity = row.quantity ?? 1;
              const variant = [row.selectedColor, row.selectedSize].filter(Boolean).join(' · ');
              return (
                <li
                  key={`${row.productId ?? 'row'}-${row.selectedColor ?? ''}-${row.selectedSize ?? ''}-${index}`}
                  data-slot="order-confirmation-item"
                  className="flex justify-between gap-3 py-2 first:pt-0 last:pb-0"
                >
                  <span className="min-w-0 break-words">
                    <span className="block font-medium text-fg">{row.productName ?? text.unnamedProduct}</span>
                    <span className="text-muted">
                      {variant && `${variant} · `}
                      {text.quantity}: {quantity}
                    </span>
                  </span>
                  {row.productPrice !== null && (
                    <span className="shrink-0 font-semibold tabular-nums">
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
          <address className="flex flex-col gap-0.5 text-sm not-italic">
            <span className="font-medium">{order.fullName}</span>
            <span>{order.streetAddressLine1}</span>
            {order.streetAddressLine2 && <span>{order.streetAddressLine2}</span>}
            {cityLine && <span>{cityLine}</span>}
            {order.phoneNumber && (
              <bdi className="tabular-nums" dir="ltr">
                {formatPhone(order.phoneNumber)}
              </bdi>
            )}
          </address>
        </section>

        <section data-slot="order-confirmation-next" className={cx(sectionClass, 'md:col-span-2')}>
          <Heading className={headingClass}>{text.next}</Heading>
          <ol className="flex list-decimal flex-col gap-1 ps-5 text-sm">
            <li>{text.steps[0]}</li>
            <li>{text.steps[1]}</li>
            <li>{text.steps[2](total)}</li>
          </ol>
          {estimate && <p className="text-sm font-medium">{text.estimate(format.date(estimate, timeZone))}</p>}
          <div data-slot="order-confirmation-links" className="flex flex-wrap gap-2 pt-1">
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
