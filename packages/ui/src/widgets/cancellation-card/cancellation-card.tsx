import type { Cancellation } from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { RequestCard, type RequestCardBaseProps, type RequestKindLabels } from '../order-request-card';
import { cancellationCardTexts } from './texts/en';

/**
 * Texts of the cancellation card; in English by default (`texts/en.ts`, the shared ones in
 * `order-request-card/texts/en.ts`), or the language of a `KitTextsProvider`.
 */
export interface CancellationCardLabels extends RequestKindLabels {
  /** @default 'Cancellation ID' */
  id?: string;
  /** @default 'Requested On' */
  date?: string;
  /** @default 'Refund Amount' */
  amount?: string;
}

export interface CancellationCardProps extends RequestCardBaseProps {
  /**
   * The cancellation: id, status, ISO creation date, its order (number or id), what the order cost (shown as the
   * refund: the amount with its shipping) and products. Its texts default to 'Cancellation ID', 'Requested On' and
   * 'Refund Amount'.
   */
  cancellation: Cancellation;
  /** Texts of the card, each replacing the language's own (English by default, `CancellationCardLabels`). */
  labels?: CancellationCardLabels;
}

/**
 * One cancellation of My Cancellations (spec §2.16): id, status badge (Approved green, Pending yellow, Declined red,
 * others gray), request date, refund amount and a 'View Products' / 'Hide Details' toggle.
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the card's own `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const CancellationCard = /* @__PURE__ */ forwardRef<HTMLElement, CancellationCardProps>(
  function CancellationCard({ cancellation, ...props }, ref) {
    const text = useTexts(cancellationCardTexts, props.labels);
    const date = cancellation.createdAt;
    return (
      <RequestCard {...props} ref={ref} slot="cancellation-card" request={cancellation} date={date} defaults={text} />
    );
  },
);
