import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import {
  SHIPPING_FEE,
  formatPhone,
  lineTotal,
  orderTotal,
  orderStatusTone,
  type OrderDetailRow,
} from '@sauda/commerce';
import { useDateTimeFormat, usePriceFormat } from '../../lib/formats';
import { Badge } from '../../primitives/badge';
import { Skeleton } from '../../primitives/skeleton';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { badgeToneFor } from '../order-card/status-tone';
import { hasOrderActions, OrderActions, type OrderActionHrefs } from '../order-actions';
import { orderDetailsTexts } from './texts/en';

/** Texts of the order's details; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface OrderDetailsLabels {
  /** @default 'Order ID' */
  orderId?: string;
  /** Label of the UUID shown beside the order number. @default 'Full ID' */
  fullId?: string;
  /** @default 'Placed on' */
  placedOn?: string;
  /** Said before the status badge. @default 'Status' */
  status?: string;
  /**
   * The status badge's text, given the status as the backend sent it; '' shows no badge.
   * @default (status) => orderStatusLabel(status) (commerce's: 'Pending', 'Shipped'…, an unknown status as it came)
   */
  statusName?: (status: string) => string;
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
}

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
  /** Texts of the details, each replacing the language's own (English by default, `OrderDetailsLabels`). */
  labels?: OrderDetailsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const sectionClass = 'sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4';
const headingClass = 'sd:text-base sd:font-semibold sd:text-fg';

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
  const text = useTexts(orderDetailsTexts, labels);
  const Heading = `h${headingLevel}` as const;

  if (isLoading) {
    return (
      <div
        data-slot="order-details"
        data-state="loading"
        aria-busy="true"
        className={cx('sd:grid sd:gap-4 sd:md:grid-cols-[2fr_1fr]', className)}
      >
        <span role="status" className="sd:sr-only">
          {text.loading}
        </span>
        <div className={sectionClass}>
          {[0, 1].map((index) => (
            <div key={index} className="sd:flex sd:gap-3">
              <Skeleton className="sd:w-16 sd:shrink-0" />
              <Skeleton shape="text" lines={2} className="sd:flex-1" />
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
      <p data-slot="order-details" data-state="empty" className={cx('sd:text-muted', className)}>
        {text.empty}
      </p>
    );
  }

  const statusLabel = text.statusName(order.status);
  const shownId = order.orderNumber ?? order.orderId;
  const cityLine = [order.city, order.province, order.zipCode].filter(Boolean).join(', ');
  return (
    <div
      {...rest}
      ref={ref}
      data-slot="order-details"
      className={cx('sd:grid sd:gap-4 sd:md:grid-cols-[2fr_1fr]', className)}
    >
      <div
        data-slot="order-details-header"
        className="sd:flex sd:flex-wrap sd:items-center sd:gap-x-4 sd:gap-y-1 sd:md:col-span-2"
      >
        <p className="sd:min-w-0 sd:text-sm">
          <span className="sd:text-muted">{text.orderId}: </span>
          <span data-slot="order-details-id" className="sd:font-mono sd:font-semibold sd:break-all">
            {shownId}
          </span>
        </p>
        {order.orderNumber && (
          <p data-slot="order-details-uuid" className="sd:min-w-0 sd:text-xs sd:break-all sd:text-muted">
            {text.fullId}: <span className="sd:font-mono">{order.orderId}</span>
          </p>
        )}
        <p className="sd:text-sm">
          <span className="sd:text-muted">{text.placedOn}: </span>
          <span data-slot="order-details-date" className="sd:tabular-nums">
            <bdi>{format.dateTime(order.createdAt, timeZone)}</bdi>
          </span>
        </p>
        {statusLabel && (
          <Badge tone={badgeToneFor(orderStatusTone(order.status))}>
            <span className="sd:sr-only">{text.status}: </span>
            {statusLabel}
          </Badge>
        )}
        {hasOrderActions(actions) && (
          <OrderActions
            {...actions}
            orderName={`${text.orderId} ${shownId}`}
            labels={{ track: text.track, cancel: text.cancel, return: text.return }}
            className="sd:w-full"
          />
        )}
      </div>

      <section data-slot="order-details-items" className={cx(sectionClass, 'sd:md:row-span-2')}>
        <Heading className={headingClass}>{text.items}</Heading>
        <ul className="sd:flex sd:flex-col sd:divide-y sd:divide-line">
          {rows.map((row, index) => {
            const image = row.selectedImage ?? row.images[0];
            const quantity = row.quantity ?? 1;
            const name = row.productName ?? text.unnamedProduct;
            return (
              <li
                key={`${row.productId ?? 'row'}-${row.selectedColor ?? ''}-${row.selectedSize ?? ''}-${index}`}
                data-slot="order-details-row"
                className="sd:flex sd:gap-3 sd:py-3 sd:first:pt-0 sd:last:pb-0"
              >
                {image ? (
                  <img
                    data-slot="order-details-row-image"
                    src={image}
                    alt=""
                    className="sd:size-16 sd:shrink-0 sd:rounded-md sd:border sd:border-line sd:bg-surface sd:object-cover"
                  />
                ) : (
                  <div
                    data-slot="order-details-row-image"
                    aria-hidden
                    className="sd:size-16 sd:shrink-0 sd:rounded-md sd:border sd:border-line sd:bg-surface"
                  />
                )}
                <div className="sd:flex sd:min-w-0 sd:flex-1 sd:flex-col sd:gap-0.5 sd:text-sm">
                  <p data-slot="order-details-row-name" className="sd:font-medium sd:break-words sd:text-fg">
                    {name}
                  </p>
                  {(row.selectedColor || row.selectedSize) && (
                    <p data-slot="order-details-row-variant" className="sd:text-muted">
                      {[
                        row.selectedColor && `${text.color}: ${row.selectedColor}`,
                        row.selectedSize && `${text.size}: ${row.selectedSize}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                  <p data-slot="order-details-row-quantity" className="sd:text-muted sd:tabular-nums">
                    {text.quantity}: {quantity}
                    {row.productPrice !== null && ` × ${format.price(row.productPrice)}`}
                  </p>
                </div>
                {row.productPrice !== null && (
                  <p
                    data-slot="order-details-row-total"
                    className="sd:shrink-0 sd:text-sm sd:font-semibold sd:tabular-nums"
                  >
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
        <address className="sd:flex sd:flex-col sd:gap-0.5 sd:text-sm sd:not-italic">
          <span className="sd:font-medium">{order.fullName}</span>
          <span>{order.streetAddressLine1}</span>
          {order.streetAddressLine2 && <span>{order.streetAddressLine2}</span>}
          {cityLine && <span>{cityLine}</span>}
          {order.country && <span>{order.country}</span>}
          {order.phoneNumber && (
            <bdi data-slot="order-details-phone" className="sd:tabular-nums">
              {formatPhone(order.phoneNumber)}
            </bdi>
          )}
          {order.email && <span className="sd:break-all">{order.email}</span>}
        </address>
      </section>

      <section data-slot="order-details-summary" className={sectionClass}>
        <Heading className={headingClass}>{text.summary}</Heading>
        <dl className="sd:flex sd:flex-col sd:gap-2 sd:text-sm">
          <div data-slot="order-details-subtotal" className="sd:flex sd:justify-between sd:gap-3">
            <dt className="sd:text-muted">{text.subtotal}</dt>
            <dd className="sd:tabular-nums">
              <bdi>{format.price(order.totalAmount)}</bdi>
            </dd>
          </div>
          <div data-slot="order-details-discount" className="sd:flex sd:justify-between sd:gap-3">
            <dt className="sd:text-muted">{text.discount}</dt>
            <dd className="sd:tabular-nums">
              <bdi>{format.price(-order.discount)}</bdi>
            </dd>
          </div>
          <div data-slot="order-details-shipping" className="sd:flex sd:justify-between sd:gap-3">
            <dt className="sd:text-muted">{text.shipping}</dt>
            <dd className="sd:tabular-nums">
              <bdi>{format.price(order.shippingFee ?? SHIPPING_FEE)}</bdi>
            </dd>
          </div>
          <div
            data-slot="order-details-total"
            className="sd:flex sd:justify-between sd:gap-3 sd:border-t sd:border-line sd:pt-2 sd:text-base sd:font-semibold"
          >
            <dt>{text.total}</dt>
            <dd className="sd:tabular-nums">
              <bdi>{format.price(orderTotal(order))}</bdi>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
});
