import { formatCount, QUESTION_FAILED_MESSAGE } from '@sauda/commerce';
import type { ProductQuestionsLabels } from '../labels';

/**
 * The questions and answers' texts in English: their defaults, and the keys of their texts in any other language
 * (`./ur.ts`).
 */
export const productQuestionsTexts = {
  heading: 'Questions about this product',
  count: (count: number) => `(${formatCount(count)})`,
  empty: 'No questions yet. Ask the shop anything about this product.',
  loading: 'Loading questions...',
  list: 'Questions',
  questionPrefix: 'Question:',
  answerPrefix: 'Answer:',
  answerFrom: (shopName: string | null) => (shopName ? `Answer from ${shopName}` : "Seller's answer"),
  notAnswered: 'Not answered yet',
  showMore: (hidden: number) => `Show ${formatCount(hidden)} more question${hidden === 1 ? '' : 's'}`,
  question: 'Your question',
  placeholder: 'Ask about size, colour, delivery...',
  counter: (used: number, max: number) => `${used}/${max} characters`,
  submit: 'Ask Question',
  submitting: 'Sending...',
  sent: 'Thank you! Your question was sent. The shop will answer it here.',
  logIn: 'Log in to ask a question',
  failed: QUESTION_FAILED_MESSAGE,
  questionMark: 'Q',
  answerMark: 'A',
} satisfies Required<ProductQuestionsLabels>;
