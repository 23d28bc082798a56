import { formatDateTime, formatPrice, type RequestProduct, type StatusTone } from '@sauda/commerce';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
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

interface RequestCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  slot: string;
  /** The request's own id (the HTML `id`, if any, goes on the root). */
  requestId: string;
  idLabel: string;
  statusLabel: string;
  tone: StatusTone;
  dateLabel: string;
  date: string;
  amountLabel: string;
  amount: number;
  /** The order the request is about: its number, else its id; nothing when unknown. */
  orderRef?: string | undefined;
  products: RequestProduct[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  timeZone?: string;
  labels?: RequestCardLabels;
  className?: string;
}

/**
 * The body of a return or cancellation card: facts, status badge and a products disclosure. Other props go on the root
 * `<article>` with `ref`; its `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const RequestCard = /* @__PURE__ */ forwardRef<HTMLElement, RequestCardProps>(function RequestCard(
  {
    slot,
    requestId,
    idLabel,
    statusLabel,
    tone,
    dateLabel,
    date,
    amountLabel,
    amount,
    orderRef,
    products,
    expanded,
    onExpandedChange,
    timeZone,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = {
    status: labels?.status ?? 'Status',
    viewProducts: labels?.viewProducts ?? 'View Products',
    hideDetails: labels?.hideDetails ?? 'Hide Details',
    products: labels?.products ?? 'Products',
    quantity: labels?.quantity ?? 'Qty',
    total: labels?.total ?? 'Total',
    noProducts: labels?.noProducts ?? 'No products in this request.',
    order: labels?.order ?? 'Order',
  };
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
          <span className="block text-xs text-muted">{idLabel}</span>
          <span data-slot={`${slot}-id`} className="font-mono font-semibold break-all">
            {requestId}
          </span>
        </p>
        {statusLabel && (
          <Badge tone={badgeToneFor(tone)} className="shrink-0">
            <span className="sr-only">{text.status}: </span>
            {statusLabel}
          </Badge>
        )}
      </div>
      <dl data-slot={`${slot}-facts`} className="grid grid-cols-2 gap-2 text-sm">
        <div data-slot={`${slot}-date`}>
          <dt className="text-xs text-muted">{dateLabel}</dt>
          <dd className="tabular-nums">{formatDateTime(date, timeZone)}</dd>
        </div>
        <div data-slot={`${slot}-amount`}>
          <dt className="text-xs text-muted">{amountLabel}</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(amount)}</dd>
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
                    {formatPrice(product.total)}
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
