import { formatCount } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { productQuestionsTexts } from './en';

/** The questions and answers' texts in Urdu. */
export const productQuestionsTextsUr: TextsIn<typeof productQuestionsTexts> = {
  heading: 'اس پروڈکٹ کے بارے میں سوالات',
  count: (count) => `(${formatCount(count)})`,
  empty: 'ابھی کوئی سوال نہیں۔ اس پروڈکٹ کے بارے میں دکان سے کچھ بھی پوچھیں۔',
  loading: 'سوالات لوڈ ہو رہے ہیں...',
  list: 'سوالات',
  questionPrefix: 'سوال:',
  answerPrefix: 'جواب:',
  answerFrom: (shopName) => (shopName ? `${shopName} کا جواب` : 'فروخت کنندہ کا جواب'),
  notAnswered: 'ابھی جواب نہیں دیا گیا',
  showMore: (hidden) => `مزید ${formatCount(hidden)} ${hidden === 1 ? 'سوال' : 'سوالات'} دکھائیں`,
  question: 'آپ کا سوال',
  placeholder: 'سائز، رنگ، ڈیلیوری کے بارے میں پوچھیں...',
  counter: (used, max) => `${used}/${max} حروف`,
  submit: 'سوال پوچھیں',
  submitting: 'بھیجا جا رہا ہے...',
  sent: 'شکریہ! آپ کا سوال بھیج دیا گیا ہے۔ دکان اس کا جواب یہیں دے گی۔',
  logIn: 'سوال پوچھنے کے لیے لاگ ان کریں',
  failed: 'آپ کا سوال نہیں بھیجا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  questionMark: 'س',
  answerMark: 'ج',
};
