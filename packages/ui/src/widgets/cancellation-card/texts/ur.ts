import type { TextsIn } from '../../../lib/kit-texts';
import type { cancellationCardTexts } from './en';

/** The cancellation card's own texts in Urdu. */
export const cancellationCardTextsUr: TextsIn<typeof cancellationCardTexts> = {
  id: 'منسوخی آئی ڈی',
  date: 'درخواست کی تاریخ',
  amount: 'ریفنڈ کی رقم',
};
