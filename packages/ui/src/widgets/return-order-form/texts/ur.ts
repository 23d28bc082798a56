import type { TextsIn } from '../../../lib/kit-texts';
import type { returnOrderFormTexts } from './en';

/** The return form's own texts in Urdu. */
export const returnOrderFormTextsUr: TextsIn<typeof returnOrderFormTexts> = {
  submit: 'واپسی کی درخواست بھیجیں',
  success: 'آپ کی واپسی کی درخواست کامیابی سے جمع ہو گئی ہے۔',
  failure: 'واپسی کی درخواست جمع نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  reason: 'واپسی کی وجہ',
  reasonPlaceholder: 'وجہ منتخب کریں',
  reasonDamagedItem: 'چیز خراب نکلی',
  reasonWrongItem: 'غلط چیز بھیجی گئی',
  reasonQuality: 'کوالٹی تسلی بخش نہیں',
  reasonChangedMind: 'میرا ارادہ بدل گیا',
  reasonOther: 'کوئی اور وجہ',
  otherReason: 'براہ کرم وضاحت کریں',
  policy: 'میں واپسی کی پالیسی سے متفق ہوں۔',
  orderIdInvalid: 'آرڈر آئی ڈی درست نہیں۔',
  reasonRequired: 'براہ کرم واپسی کی وجہ منتخب کریں۔',
  otherReasonRequired: 'براہ کرم واپسی کی وجہ بتائیں۔',
  policyRequired: 'براہ کرم واپسی کی پالیسی سے اتفاق کریں۔',
};
