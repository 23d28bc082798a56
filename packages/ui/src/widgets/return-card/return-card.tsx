import { orderTotal, returnStatusLabel, returnStatusTone, type Return } from '@sauda/commerce';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { RequestCard, type RequestCardLabels } from '../cancellation-card/request-card';

export interface ReturnCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The return: id, status ('Denied' reads as Declined), ISO request date, order amount and products. */
  returnRequest: Return;
  /** Whether the products are shown (controlled; the page keeps only one card expanded at a time). */
  expanded: boolean;
  /** Called with the wanted state when 'View Products' or 'Hide Details' is pressed. */
  onExpandedChange: (expanded: boolean) => void;
  /**
   * IANA time zone of the request date.
   * @default 'Asia/Karachi'
   */
  timeZone?: string;
  /** Texts of the card, in English by default. */
  labels?: RequestCardLabels & {
    /** @default 'Return ID' */
    id?: string;
    /** @default 'Requested At' */
    date?: string;
    /** @default 'Order Amount' */
    amount?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

/** One return of My Returns (spec §2.15): id, status badge, request date, order amount and its products on demand. *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the card's own `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const ReturnCard = /* @__PURE__ */ forwardRef<HTMLElement, ReturnCardProps>(function ReturnCard(
  { returnRequest, labels, ...props },
  ref,
) {
  return (
    <RequestCard
      {...props}
      ref={ref}
      slot="return-card"
      labels={labels}
      requestId={returnRequest.id}
      idLabel={labels?.id ?? 'Return ID'}
      statusLabel={returnStatusLabel(returnRequest.status)}
      tone={returnStatusTone(returnRequest.status)}
      dateLabel={labels?.date ?? 'Requested At'}
      date={returnRequest.requestedAt}
      amountLabel={labels?.amount ?? 'Order Amount'}
      amount={orderTotal({ amount: returnRequest.orderAmount, shippingFee: returnRequest.orderShippingFee })}
      orderRef={returnRequest.orderNumber ?? returnRequest.orderId}
      products={returnRequest.products}
    />
  );
});
