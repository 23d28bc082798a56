import { cancellationStatusTone, orderTotal, type Cancellation } from '@sauda/commerce';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { useDateTimeFormat, usePriceFormat } from '../../lib/formats';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { badgeToneFor } from '../order-card/status-tone';
import { RequestId } from './request-id';
import { requestCardTexts } from './texts/en';

/**
 * Texts shared by the return and cancellation cards; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`.
 */
export interface RequestCardLabels {
  /** Said before the status badge. @default 'Status' */
  status?: string;
  /**
   * The status badge's text, given the status as the backend sent it; '' shows no badge.
   * @default (status) => cancellationStatusLabel(status) (commerce's: 'Pending', 'Approved', 'Declined' for 'Denied',
   * an unknown status as it came)
   */
  statusName?: (status: string) => string;
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
  /** Name of the button copying the whole request id (the card shows its first characters). @default 'Copy full ID' */
  copyId?: string;
  /** Announced, and the copy button's name, once the id is copied. @default 'Copied' */
  copied?: string;
  /** Announced when the id could not be copied. @default 'Could not copy the ID' */
  copyFailed?: string;
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
  /**
   * Copies the request's whole id (the card shows only its first characters). Without it the card uses the Clipboard
   * API with a fallback. Reject (or throw) to announce the failure text instead of 'Copied'.
   */
  onCopyId?: (id: string) => void | Promise<void>;
  /**
   * How long the copy confirmation stays, in milliseconds.
   * @default 2000
   */
  confirmationMs?: number;
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
  /** The kind's own names of its id, date and amount, in the card's language. */
  defaults: Required<Pick<RequestKindLabels, 'id' | 'date' | 'amount'>>;
}

/**
 * A return or cancellation: its id's first characters with a copy action for the whole id, status badge (Approved
 * green, Pending yellow, Declined red, others gray; 'Denied' reads as Declined), request date, what the order cost with its shipping, the order and a products disclosure.
 * Other props go on the root `<article>` with `ref`; its `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const RequestCard = /* @__PURE__ */ forwardRef<HTMLElement, RequestCardProps>(function RequestCard(
  {
    slot,
    request,
    date,
    defaults,
    expanded,
    onExpandedChange,
    onCopyId,
    confirmationMs = 2000,
    timeZone,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const format = { price: usePriceFormat(), dateTime: useDateTimeFormat() };
  const shared = useTexts(requestCardTexts, labels);
  const text = {
    ...shared,
    id: labels?.id ?? defaults.id,
    date: labels?.date ?? defaults.date,
    amount: labels?.amount ?? defaults.amount,
  };
  const copyTexts = { copy: text.copyId, copied: text.copied, copyFailed: text.copyFailed };
  const statusLabel = text.statusName(request.status);
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
      className={cx(
        'sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg',
        className,
      )}
    >
      {/* Wraps the badge under the id when the card is too narrow for both. */}
      <div
        data-slot={`${slot}-header`}
        className="sd:flex sd:flex-wrap sd:items-start sd:justify-between sd:gap-x-3 sd:gap-y-1"
      >
        <RequestId
          slot={slot}
          labelId={idTextId}
          name={text.id}
          id={request.id}
          texts={copyTexts}
          onCopyId={onCopyId}
          confirmationMs={confirmationMs}
        />
        {statusLabel && (
          <Badge tone={tone} className="sd:shrink-0">
            <span className="sd:sr-only">{text.status}: </span>
            {statusLabel}
          </Badge>
        )}
      </div>
      {/* Two columns where a date fits beside the amount, one in a narrow column. */}
      <dl
        data-slot={`${slot}-facts`}
        className="sd:grid sd:grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] sd:gap-2 sd:text-sm"
      >
        <div data-slot={`${slot}-date`}>
          <dt className="sd:text-xs sd:text-muted">{text.date}</dt>
          <dd className="sd:tabular-nums">
            <bdi>{format.dateTime(date, timeZone)}</bdi>
          </dd>
        </div>
        <div data-slot={`${slot}-amount`}>
          <dt className="sd:text-xs sd:text-muted">{text.amount}</dt>
          <dd className="sd:font-semibold sd:tabular-nums">
            <bdi>
              {format.price(orderTotal({ amount: request.orderAmount, shippingFee: request.orderShippingFee }))}
            </bdi>
          </dd>
        </div>
        {orderRef && (
          <div data-slot={`${slot}-order`} className="sd:col-span-full">
            <dt className="sd:text-xs sd:text-muted">{text.order}</dt>
            <dd className="sd:tabular-nums sd:[overflow-wrap:anywhere]">
              <bdi>{orderRef}</bdi>
            </dd>
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
        className="sd:self-start"
      >
        {expanded ? text.hideDetails : text.viewProducts}
      </Button>
      {expanded && (
        <div id={panelId} data-slot={`${slot}-products`} role="region" aria-label={text.products}>
          {products.length === 0 ? (
            <p className="sd:text-sm sd:text-muted">{text.noProducts}</p>
          ) : (
            <ul className="sd:flex sd:flex-col sd:divide-y sd:divide-line sd:border-t sd:border-line sd:text-sm">
              {products.map((product, index) => (
                <li
                  key={`${product.productName}-${index}`}
                  data-slot={`${slot}-product`}
                  className="sd:flex sd:flex-wrap sd:items-start sd:justify-between sd:gap-x-3 sd:py-2"
                >
                  {/* In a narrow card the price wraps under the name rather than squeezing it a syllable a line. */}
                  <span className="sd:min-w-0 sd:flex-[1_1_8rem] sd:break-words">
                    <span data-slot={`${slot}-product-name`} className="sd:block sd:font-medium">
                      {product.productName}
                    </span>
                    <span className="sd:text-muted sd:tabular-nums">
                      {text.quantity}: {product.quantity}
                    </span>
                  </span>
                  <span data-slot={`${slot}-product-total`} className="sd:shrink-0 sd:font-semibold sd:tabular-nums">
                    <span className="sd:sr-only">{text.total}: </span>
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
