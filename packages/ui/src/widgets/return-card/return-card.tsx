import type { Return } from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { RequestCard, type RequestCardBaseProps, type RequestKindLabels } from '../order-request-card';
import { returnCardTexts } from './texts/en';

/**
 * Texts of the return card; in English by default (`texts/en.ts`, the shared ones in `order-request-card/texts/en.ts`),
 * or the language of a `KitTextsProvider`.
 */
export interface ReturnCardLabels extends RequestKindLabels {
  /** @default 'Return ID' */
  id?: string;
  /** @default 'Requested At' */
  date?: string;
  /** @default 'Order Amount' */
  amount?: string;
}

export interface ReturnCardProps extends RequestCardBaseProps {
  /**
   * The return: id, status ('Denied' reads as Declined), ISO request date, order amount and products. Its texts
   * default to 'Return ID', 'Requested At' and 'Order Amount'.
   */
  returnRequest: Return;
  /** Texts of the card, each replacing the language's own (English by default, `ReturnCardLabels`). */
  labels?: ReturnCardLabels;
}

/** One return of My Returns (spec §2.15): id, status badge, request date, order amount and its products on demand. *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the card's own `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const ReturnCard = /* @__PURE__ */ forwardRef<HTMLElement, ReturnCardProps>(function ReturnCard(
  { returnRequest, ...props },
  ref,
) {
  const text = useTexts(returnCardTexts, props.labels);
  const date = returnRequest.requestedAt;
  return <RequestCard {...props} ref={ref} slot="return-card" request={returnRequest} date={date} defaults={text} />;
});
