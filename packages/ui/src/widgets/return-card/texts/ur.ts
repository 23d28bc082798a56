import type { TextsIn } from '../../../lib/kit-texts';
import type { returnCardTexts } from './en';

/** The return card's own texts in Urdu. */
export const returnCardTextsUr: TextsIn<typeof returnCardTexts> = {
  id: 'واپسی آئی ڈی',
  date: 'درخواست کا وقت',
  amount: 'آرڈر کی رقم',
};
