import type { RequestCardLabels } from '../../order-request-card';
import type { ReturnCardLabels } from '../return-card';

/**
 * The return card's own texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`).
 * The texts it shares with the cancellation card are in `order-request-card/texts`.
 */
export const returnCardTexts = {
  id: 'Return ID',
  date: 'Requested At',
  amount: 'Order Amount',
} satisfies Required<Omit<ReturnCardLabels, keyof RequestCardLabels>>;
