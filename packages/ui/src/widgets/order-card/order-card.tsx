import { orderStatusTone, orderTotal, type OrderSummary } from '@sauda/commerce';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useDateTimeFormat, usePriceFormat } from '../../lib/formats';
import { Badge } from '../../primitives/badge';
import { Link } from '../../primitives/link';
import { CopyButton, CopyStatus, useCopyAction } from '../../lib/copy-action';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { OrderActions, type OrderActionHrefs } from '../order-actions';
import { badgeToneFor } from './status-tone';
import { orderCardTexts } from './texts/en';

/** Texts of the order card; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface OrderCardLabels {
  /** @default 'Order ID' */
  orderId?: string;
  /** Label of the UUID shown under the order number. @default 'Full ID' */
  fullId?: string;
  /** @default 'Copy order ID' */
  copy?: string;
  /** @default 'Order ID copied' */
  copied?: string;
  /** @default 'Could not copy the order ID' */
  copyFailed?: string;
  /** @default 'Date' */
  date?: string;
  /** @default 'Total' */
  total?: string;
  /** Said before the status badge. @default 'Status' */
  status?: string;
  /**
   * The status badge's text, given the status as the backend sent it; '' shows no badge.
   * @default (status) => orderStatusLabel(status) (commerce's: 'Pending', 'Shipped'…, an unknown status as it came)
   */
  statusName?: (status: string) => string;
  /** @default 'View Details' */
  viewDetails?: string;
  /**
   * Accessible name of the 'View Details' link: its text and the order's name ('Order ID SD-4821-7730').
   * @default (action, orderName) => `${action}, ${orderName}`
   */
  viewDetailsName?: (action: string, orderName: string) => string;
  /** @default 'Track' */
  track?: string;
  /** @default 'Cancel' */
  cancel?: string;
  /** @default 'Return' */
  return?: string;
}

export interface OrderCardProps
  extends OrderActionHrefs, Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'onCopy'> {
  /**
   * The order: id, group id, its short number when the backend has one (shown and copied instead of the UUID, which
   * stays beside it), status, ISO creation date and amount; the total shown is what the shopper pays (with shipping).
   */
  order: OrderSummary;
  /** Where 'View Details' goes, e.g. `/user/orders/{orderGroupId}`. */
  href: string;
  /**
   * Copies the order's number (its UUID when it has none). Without it the card uses the Clipboard API with a fallback. Reject (or throw) to show the
   * failure text instead of the confirmation.
   */
  onCopy?: (orderId: string) => void | Promise<void>;
  /**
   * How long the copy confirmation stays, in milliseconds (spec §9: 2 seconds).
   * @default 2000
   */
  confirmationMs?: number;
  /**
   * IANA time zone of the date.
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /** Texts of the card, each replacing the language's own (English by default, `OrderCardLabels`). */
  labels?: OrderCardLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * One order of My Orders (spec §2.13): its number (or id) with a copy action, date, the total paid, coloured status,
 * 'View Details' and the one-tap Track, Cancel and Return the order allows (Sauda).
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const OrderCard = /* @__PURE__ */ forwardRef<HTMLElement, OrderCardProps>(function OrderCard(
  {
    order,
    href,
    onCopy,
    confirmationMs = 2000,
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
  const text = useTexts(orderCardTexts, labels);
  // The short number is what a shopper reads out, copies and types; the UUID stays for the original backend.
  const shownId = order.orderNumber ?? order.orderId;
  const { state: copyState, copy } = useCopyAction(onCopy, confirmationMs);

  const statusLabel = text.statusName(order.status);
  const orderName = `${text.orderId} ${shownId}`;
  return (
    <article
      {...rest}
      ref={ref}
      data-slot="order-card"
      aria-label={orderName}
      className={cx(
        'sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg',
        className,
      )}
    >
      <div data-slot="order-card-header" className="sd:flex sd:items-start sd:justify-between sd:gap-3">
        <div data-slot="order-card-id" className="sd:min-w-0">
          <p className="sd:text-xs sd:text-muted">{text.orderId}</p>
          <div className="sd:flex sd:items-center sd:gap-1">
            <p
              data-slot="order-card-id-value"
              className="sd:min-w-0 sd:font-mono sd:text-sm sd:font-semibold sd:break-all"
            >
              {shownId}
            </p>
            <CopyButton state={copyState} texts={text} onPress={() => void copy(shownId)} />
          </div>
          {order.orderNumber && (
            <p data-slot="order-card-uuid" className="sd:text-xs sd:break-all sd:text-muted">
              {text.fullId}: <span className="sd:font-mono">{order.orderId}</span>
            </p>
          )}
          <CopyStatus slot="order-card" state={copyState} texts={text} />
        </div>
        {statusLabel && (
          <Badge tone={badgeToneFor(orderStatusTone(order.status))} className="sd:shrink-0">
            <span className="sd:sr-only">{text.status}: </span>
            {statusLabel}
          </Badge>
        )}
      </div>
      <dl data-slot="order-card-facts" className="sd:grid sd:grid-cols-2 sd:gap-2 sd:text-sm">
        <div data-slot="order-card-date">
          <dt className="sd:text-xs sd:text-muted">{text.date}</dt>
          <dd className="sd:tabular-nums">
            <bdi>{format.dateTime(order.createdAt, timeZone)}</bdi>
          </dd>
        </div>
        <div data-slot="order-card-total">
          <dt className="sd:text-xs sd:text-muted">{text.total}</dt>
          <dd className="sd:font-semibold sd:tabular-nums">
            <bdi>{format.price(orderTotal(order))}</bdi>
          </dd>
        </div>
      </dl>
      <div data-slot="order-card-actions" className="sd:flex sd:flex-wrap sd:gap-2">
        <Link
          href={href}
          variant="button"
          buttonVariant="secondary"
          size="sm"
          aria-label={text.viewDetailsName(text.viewDetails, orderName)}
        >
          {text.viewDetails}
        </Link>
        <OrderActions
          trackHref={trackHref}
          cancelHref={cancelHref}
          returnHref={returnHref}
          orderName={orderName}
          labels={{ track: text.track, cancel: text.cancel, return: text.return }}
          className="sd:contents"
        />
      </div>
    </article>
  );
});
