import { cancellationStatusLabel, cancellationStatusTone, orderTotal, type Cancellation } from '@sauda/commerce';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { useDateTimeFormat, usePriceFormat } from '../../lib/formats';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { cx } from '../../lib/cx';
import { badgeToneFor } from '../order-card/status-tone';

/** Texts shared by the return and cancellation cards. */
export interface RequestCardLabels {
  /** @default 'Status' */
  status?: string;
  /** @default 'View Products' */
  viewProducts?: string;
  /** @default 'Hide Details' */
  hideDetails?: string;
  /** @default 'Products' */
  products?: string;
  /** @default 'Qty' */
  quantity?: string;
  /** @default 'Total' */
  total?: string;
  /** @default 'No products in this request.' */
  noProducts?: string;
  /** Label of the order the request is about. @default 'Order' */
  order?: string;
}

/** Texts of a request card: the shared ones and the kind's own facts' names. */
export interface RequestKindLabels extends RequestCardLabels {
  /** Name of the request's id; each kind has its own default ('Cancellation ID', 'Return ID'). */
  id?: string;
  /** Name of the request date; each kind has its own default ('Requested On', 'Requested At'). */
  date?: string;
  /** Name of the amount; each kind has its own default ('Refund Amount', 'Order Amount'). */
  amount?: string;
}

/** What a return and a cancellation both hold: the card reads only these (status as the backend sent it). */
export type OrderRequest = Pick<
  Cancellation,
  'id' | 'orderId' | 'status' | 'orderAmount' | 'orderShippingFee' | 'orderNumber' | 'products'
>;

/** The public props a kind of request card shares; the rest of the root `<article>`'s HTML attributes pass through. */
export interface RequestCardBaseProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** Whether the products are shown (controlled; the page keeps only one card expanded at a time). */
  expanded: boolean;
  /** Called with the wanted state when 'View Products' or 'Hide Details' is pressed. */
  onExpandedChange: (expanded: boolean) => void;
  /**
   * IANA time zone of the request date.
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /** Texts of the card, in English by default. */
  labels?: RequestKindLabels;
  /** Extra classes for the root element. */
  className?: string;
}

interface RequestCardProps extends RequestCardBaseProps {
  /** The card's `data-slot`, the prefix of its parts' slots. */
  slot: string;
  request: OrderRequest;
  /** ISO date the request was made. */
  date: string;
  /** The kind's own names of its id, date and amount. */
  defaults: Required<Pick<RequestKindLabels, 'id' | 'date' | 'amount'>>;
}

/**
 * A return or cancellation: id, status badge (Approved green, Pending yellow, Declined red, others gray; 'Denied'
 * reads as Declined), request date, what the order cost with its shipping, the order and a products disclosure.
 * Other props go on the root `<article>` with `ref`; its `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const RequestCard = /* @__PURE__ */ forwardRef<HTMLElement, RequestCardProps>(function RequestCard(
  { slot, request, date, defaults, expanded, onExpandedChange, timeZone, labels, className, ...rest },
  ref,
) {
  const format = { price: usePriceFormat(), dateTime: useDateTimeFormat() };
  const text = {
    status: labels?.status ?? 'Status',
    viewProducts: labels?.viewProducts ?? 'View Products',
    hideDetails: labels?.hideDetails ?? 'Hide Details',
    products: labels?.products ?? 'Products',
    quantity: labels?.quantity ?? 'Qty',
    total: labels?.total ?? 'Total',
    noProducts: labels?.noProducts ?? 'No products in this request.',
    order: labels?.order ?? 'Order',
    id: labels?.id ?? defaults.id,
    date: labels?.date ?? defaults.date,
    amount: labels?.amount ?? defaults.amount,
  };
  const statusLabel = cancellationStatusLabel(request.status);
  // Returns read their status like cancellations (same labels, same colours).
  const tone = badgeToneFor(cancellationStatusTone(request.status));
  const orderRef = request.orderNumber ?? request.orderId;
  const products = request.products;
  const baseId = useId();
  const idTextId = `${baseId}-id`;
  const panelId = `${baseId}-products`;
  return (
    <article
      {...rest}
      ref={ref}
      data-slot={slot}
      data-expanded={expanded || undefined}
      aria-labelledby={idTextId}
      className={cx('flex flex-col gap-3 rounded-lg border border-line bg-raised p-4 text-fg', className)}
    >
      <div data-slot={`${slot}-header`} className="flex items-start justify-between gap-3">
        <p id={idTextId} className="min-w-0 text-sm">
          <span className="block text-xs text-muted">{text.id}</span>
          <span data-slot={`${slot}-id`} className="font-mono font-semibold break-all">
            {request.id}
          </span>
        </p>
        {statusLabel && (
          <Badge tone={tone} className="shrink-0">
            <span className="sr-only">{text.status}: </span>
            {statusLabel}
          </Badge>
        )}
      </div>
      <dl data-slot={`${slot}-facts`} className="grid grid-cols-2 gap-2 text-sm">
        <div data-slot={`${slot}-date`}>
          <dt className="text-xs text-muted">{text.date}</dt>
          <dd className="tabular-nums">
            <bdi>{format.dateTime(date, timeZone)}</bdi>
          </dd>
        </div>
        <div data-slot={`${slot}-amount`}>
          <dt className="text-xs text-muted">{text.amount}</dt>
          <dd className="font-semibold tabular-nums">
            <bdi>
              {format.price(orderTotal({ amount: request.orderAmount, shippingFee: request.orderShippingFee }))}
            </bdi>
          </dd>
        </div>
        {orderRef && (
          <div data-slot={`${slot}-order`} className="col-span-2">
            <dt className="text-xs text-muted">{text.order}</dt>
            <dd className="font-mono break-all">{orderRef}</dd>
          </div>
        )}
      </dl>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        aria-describedby={idTextId}
        onPress={() => onExpandedChange(!expanded)}
        className="self-start"
      >
        {expanded ? text.hideDetails : text.viewProducts}
      </Button>
      {expanded && (
        <div id={panelId} data-slot={`${slot}-products`} role="region" aria-label={text.products}>
          {products.length === 0 ? (
            <p className="text-sm text-muted">{text.noProducts}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line border-t border-line text-sm">
              {products.map((product, index) => (
                <li
                  key={`${product.productName}-${index}`}
                  data-slot={`${slot}-product`}
                  className="flex items-start justify-between gap-3 py-2"
                >
                  <span className="min-w-0 break-words">
                    <span data-slot={`${slot}-product-name`} className="block font-medium">
                      {product.productName}
                    </span>
                    <span className="text-muted tabular-nums">
                      {text.quantity}: {product.quantity}
                    </span>
                  </span>
                  <span data-slot={`${slot}-product-total`} className="shrink-0 font-semibold tabular-nums">
                    <span className="sr-only">{text.total}: </span>
                    <bdi>{format.price(product.total)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
});
