import type { TextsIn } from '../../../lib/kit-texts';
import type { cancelOrderFormTexts } from './en';

/** The cancel form's own texts in Urdu. */
export const cancelOrderFormTextsUr: TextsIn<typeof cancelOrderFormTexts> = {
  submit: 'منسوخی کی درخواست بھیجیں',
  success: 'آپ کے آرڈر کی منسوخی کی درخواست کامیابی سے جمع ہو گئی ہے۔',
  failure: 'منسوخی کی درخواست جمع نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  reason: 'منسوخی کی وجہ',
  orderIdInvalid: 'آرڈر آئی ڈی درست نہیں۔ براہ کرم درست آرڈر آئی ڈی درج کریں۔',
  reasonRequired: 'براہ کرم منسوخی کی وجہ درج کریں۔',
};
