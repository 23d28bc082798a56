import { cancellationStatusLabel, cancellationStatusTone, orderTotal, type Cancellation } from '@sauda/commerce';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { RequestCard, type RequestCardLabels } from './request-card';

export interface CancellationCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The cancellation: id, status, ISO creation date, its order (number or id), what the order cost (shown as the
   * refund: the amount with its shipping) and products. */
  cancellation: Cancellation;
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
    /** @default 'Cancellation ID' */
    id?: string;
    /** @default 'Requested On' */
    date?: string;
    /** @default 'Refund Amount' */
    amount?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * One cancellation of My Cancellations (spec §2.16): id, status badge (Approved green, Pending yellow, Declined red,
 * others gray), request date, refund amount and a 'View Products' / 'Hide Details' toggle.
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the card's own `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const CancellationCard = /* @__PURE__ */ forwardRef<HTMLElement, CancellationCardProps>(
  function CancellationCard({ cancellation, labels, ...props }, ref) {
    return (
      <RequestCard
        {...props}
        ref={ref}
        slot="cancellation-card"
        labels={labels}
        requestId={cancellation.id}
        idLabel={labels?.id ?? 'Cancellation ID'}
        statusLabel={cancellationStatusLabel(cancellation.status)}
        tone={cancellationStatusTone(cancellation.status)}
        dateLabel={labels?.date ?? 'Requested On'}
        date={cancellation.createdAt}
        amountLabel={labels?.amount ?? 'Refund Amount'}
        amount={orderTotal({ amount: cancellation.orderAmount, shippingFee: cancellation.orderShippingFee })}
        orderRef={cancellation.orderNumber ?? cancellation.orderId}
        products={cancellation.products}
      />
    );
  },
);
