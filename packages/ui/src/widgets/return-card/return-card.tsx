import type { Return } from '@sauda/commerce';
import { forwardRef } from 'react';
import { RequestCard, type RequestCardBaseProps } from '../order-request-card';

export interface ReturnCardProps extends RequestCardBaseProps {
  /**
   * The return: id, status ('Denied' reads as Declined), ISO request date, order amount and products. Its texts
   * default to 'Return ID', 'Requested At' and 'Order Amount'.
   */
  returnRequest: Return;
}

const defaults = { id: 'Return ID', date: 'Requested At', amount: 'Order Amount' };

/** One return of My Returns (spec §2.15): id, status badge, request date, order amount and its products on demand. *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the card's own `data-slot`, `data-expanded` and `aria-labelledby` win.
 */
export const ReturnCard = /* @__PURE__ */ forwardRef<HTMLElement, ReturnCardProps>(function ReturnCard(
  { returnRequest, ...props },
  ref,
) {
  const date = returnRequest.requestedAt;
  return (
    <RequestCard {...props} ref={ref} slot="return-card" request={returnRequest} date={date} defaults={defaults} />
  );
});
