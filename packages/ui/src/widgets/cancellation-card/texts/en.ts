import type { RequestCardLabels } from '../../order-request-card';
import type { CancellationCardLabels } from '../cancellation-card';

/**
 * The cancellation card's own texts in English: its defaults, and the keys of its texts in any other language
 * (`./ur.ts`). The texts it shares with the return card are in `order-request-card/texts`.
 */
export const cancellationCardTexts = {
  id: 'Cancellation ID',
  date: 'Requested On',
  amount: 'Refund Amount',
} satisfies Required<Omit<CancellationCardLabels, keyof RequestCardLabels>>;
