import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import {
  SHIPPING_FEE,
  formatPhone,
  lineTotal,
  orderStatusLabel,
  orderTotal,
  orderStatusTone,
  type OrderDetailRow,
} from '@sauda/commerce';
import { useDateTimeFormat, usePriceFormat } from '../../lib/formats';
import { Badge } from '../../primitives/badge';
import { Skeleton } from '../../primitives/skeleton';
import { cx } from '../../lib/cx';
import { badgeToneFor } from '../order-card/status-tone';
import { hasOrderActions, OrderActions, type OrderActionHrefs } from '../order-actions';

export interface OrderDetailsProps extends OrderActionHrefs, Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The order's rows as the order-details call returns them: one per product, order columns repeated. */
  rows: OrderDetailRow[];
  /**
   * Shows placeholders while the order loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Level of the section headings (the page title sits above).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * IANA time zone of the order date.
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /** Texts of the details, in English by default. */
  labels?: {
    /** @default 'Order ID' */
    orderId?: string;
    /** Label of the UUID shown beside the order number. @default 'Full ID' */
    fullId?: string;
    /** @default 'Placed on' */
    placedOn?: string;
    /** @default 'Status' */
    status?: string;
    /** @default 'Items' */
    items?: string;
    /** @default 'Color' */
    color?: string;
    /** @default 'Size' */
    size?: string;
    /** @default 'Qty' */
    quantity?: string;
    /** @default 'Unnamed product' */
    unnamedProduct?: string;
    /** @default 'Shipping Address' */
    address?: string;
    /** @default 'Order Summary' */
    summary?: string;
    /** @default 'Subtotal' */
    subtotal?: string;
    /** @default 'Discount' */
    discount?: string;
    /** @default 'Shipping Fee' */
    shipping?: string;
    /** @default 'Total' */
    total?: string;
    /** @default 'Loading order details' */
    loading?: string;
    /** @default 'Order not found.' */
    empty?: string;
    /** @default 'Track' */
    track?: string;
    /** @default 'Cancel' */
    cancel?: string;
    /** @default 'Return' */
    return?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

const sectionClass = 'flex flex-col gap-3 rounded-lg border border-line bg-raised p-4';
const headingClass = 'text-base font-semibold text-fg';

/**
 * An order's number, rows, delivery address, discount and the total paid including shipping (spec §2.14), with the
 * one-tap Track, Cancel and Return the order allows. A line whose unit price is unknown shows none rather than Rs 0.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const OrderDetails = /* @__PURE__ */ forwardRef<HTMLDivElement, OrderDetailsProps>(function OrderDetails(
  {
    rows,
    isLoading = false,
    headingLevel = 2,
    timeZone,
    labels,
    className,
    trackHref,
    cancelHref,
    returnHref,
    ...rest
  },
  ref,
) {
  const format = { price: usePriceFormat(), dateTime: useDateTimeFormat() };
  const actions = { trackHref, cancelHref, returnHref };
  const text = {
    orderId: labels?.orderId ?? 'Order ID',
    fullId: labels?.fullId ?? 'Full ID',
    placedOn: labels?.placedOn ?? 'Placed on',
    status: labels?.status ?? 'Status',
    items: labels?.items ?? 'Items',
    color: labels?.color ?? 'Color',
    size: labels?.size ?? 'Size',
    quantity: labels?.quantity ?? 'Qty',
    unnamedProduct: labels?.unnamedProduct ?? 'Unnamed product',
    address: labels?.address ?? 'Shipping Address',
    summary: labels?.summary ?? 'Order Summary',
    subtotal: labels?.subtotal ?? 'Subtotal',
    discount: labels?.discount ?? 'Discount',
    shipping: labels?.shipping ?? 'Shipping Fee',
    total: labels?.total ?? 'Total',
    loading: labels?.loading ?? 'Loading order details',
    empty: labels?.empty ?? 'Order not found.',
  };
  const Heading = `h${headingLevel}` as const;

  if (isLoading) {
    return (
      <div
        data-slot="order-details"
        data-state="loading"
        aria-busy="true"
        className={cx('grid gap-4 md:grid-cols-[2fr_1fr]', className)}
      >
        <span role="status" className="sr-only">
          {text.loading}
        </span>
        <div className={sectionClass}>
          {[0, 1].map((index) => (
            <div key={index} className="flex gap-3">
              <Skeleton className="w-16 shrink-0" />
              <Skeleton shape="text" lines={2} className="flex-1" />
            </div>
          ))}
        </div>
        <div className={sectionClass}>
          <Skeleton shape="text" lines={4} />
        </div>
      </div>
    );
  }

  const order = rows[0];
  if (!order) {
    return (
      <p data-slot="order-details" data-state="empty" className={cx('text-muted', className)}>
        {text.empty}
      </p>
    );
  }

  const statusLabel = orderStatusLabel(order.status);
  const shownId = order.orderNumber ?? order.orderId;
  const cityLine = [order.city, order.province, order.zipCode].filter(Boolean).join(', ');
  return (
    <div {...rest} ref={ref} data-slot="order-details" className={cx('grid gap-4 md:grid-cols-[2fr_1fr]', className)}>
      <div data-slot="order-details-header" className="flex flex-wrap items-center gap-x-4 gap-y-1 md:col-span-2">
        <p className="min-w-0 text-sm">
          <span className="text-muted">{text.orderId}: </span>
          <span data-slot="order-details-id" className="font-mono font-semibold break-all">
            {shownId}
          </span>
        </p>
        {order.orderNumber && (
          <p data-slot="order-details-uuid" className="min-w-0 text-xs break-all text-muted">
            {text.fullId}: <span className="font-mono">{order.orderId}</span>
          </p>
        )}
        <p className="text-sm">
          <span className="text-muted">{text.placedOn}: </span>
          <span data-slot="order-details-date" className="tabular-nums">
            <bdi>{format.dateTime(order.createdAt, timeZone)}</bdi>
          </span>
        </p>
        {statusLabel && (
          <Badge tone={badgeToneFor(orderStatusTone(order.status))}>
            <span className="sr-only">{text.status}: </span>
            {statusLabel}
          </Badge>
        )}
        {hasOrderActions(actions) && (
          <OrderActions
            {...actions}
            orderName={`${text.orderId} ${shownId}`}
            labels={{ track: labels?.track, cancel: labels?.cancel, return: labels?.return }}
            className="w-full"
          />
        )}
      </div>

      <section data-slot="order-details-items" className={cx(sectionClass, 'md:row-span-2')}>
        <Heading className={headingClass}>{text.items}</Heading>
        <ul className="flex flex-col divide-y divide-line">
          {rows.map((row, index) => {
            const image = row.selectedImage ?? row.images[0];
            const quantity = row.quantity ?? 1;
            const name = row.productName ?? text.unnamedProduct;
            return (
              <li
                key={`${row.productId ?? 'row'}-${row.selectedColor ?? ''}-${row.selectedSize ?? ''}-${index}`}
                data-slot="order-details-row"
                className="flex gap-3 py-3 first:pt-0 last:pb-0"
              >
                {image ? (
                  <img
                    data-slot="order-details-row-image"
                    src={image}
                    alt=""
                    className="size-16 shrink-0 rounded-md border border-line bg-surface object-cover"
                  />
                ) : (
                  <div
                    data-slot="order-details-row-image"
                    aria-hidden
                    className="size-16 shrink-0 rounded-md border border-line bg-surface"
                  />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                  <p data-slot="order-details-row-name" className="font-medium break-words text-fg">
                    {name}
                  </p>
                  {(row.selectedColor || row.selectedSize) && (
                    <p data-slot="order-details-row-variant" className="text-muted">
                      {[
                        row.selectedColor && `${text.color}: ${row.selectedColor}`,
                        row.selectedSize && `${text.size}: ${row.selectedSize}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                  <p data-slot="order-details-row-quantity" className="text-muted tabular-nums">
                    {text.quantity}: {quantity}
                    {row.productPrice !== null && ` × ${format.price(row.productPrice)}`}
                  </p>
                </div>
                {row.productPrice !== null && (
                  <p data-slot="order-details-row-total" className="shrink-0 text-sm font-semibold tabular-nums">
                    <bdi>{format.price(lineTotal({ price: row.productPrice, quantity }))}</bdi>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section data-slot="order-details-address" className={sectionClass}>
        <Heading className={headingClass}>{text.address}</Heading>
        <address className="flex flex-col gap-0.5 text-sm not-italic">
          <span className="font-medium">{order.fullName}</span>
          <span>{order.streetAddressLine1}</span>
          {order.streetAddressLine2 && <span>{order.streetAddressLine2}</span>}
          {cityLine && <span>{cityLine}</span>}
          {order.country && <span>{order.country}</span>}
          {order.phoneNumber && (
            <bdi data-slot="order-details-phone" className="tabular-nums">
              {formatPhone(order.phoneNumber)}
            </bdi>
          )}
          {order.email && <span className="break-all">{order.email}</span>}
        </address>
      </section>

      <section data-slot="order-details-summary" className={sectionClass}>
        <Heading className={headingClass}>{text.summary}</Heading>
        <dl className="flex flex-col gap-2 text-sm">
          <div data-slot="order-details-subtotal" className="flex justify-between gap-3">
            <dt className="text-muted">{text.subtotal}</dt>
            <dd className="tabular-nums">
              <bdi>{format.price(order.totalAmount)}</bdi>
            </dd>
          </div>
          <div data-slot="order-details-discount" className="flex justify-between gap-3">
            <dt className="text-muted">{text.discount}</dt>
            <dd className="tabular-nums">
              <bdi>{format.price(-order.discount)}</bdi>
            </dd>
          </div>
          <div data-slot="order-details-shipping" className="flex justify-between gap-3">
            <dt className="text-muted">{text.shipping}</dt>
            <dd className="tabular-nums">
              <bdi>{format.price(order.shippingFee ?? SHIPPING_FEE)}</bdi>
            </dd>
          </div>
          <div
            data-slot="order-details-total"
            className="flex justify-between gap-3 border-t border-line pt-2 text-base font-semibold"
          >
            <dt>{text.total}</dt>
            <dd className="tabular-nums">
              <bdi>{format.price(orderTotal(order))}</bdi>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
});
