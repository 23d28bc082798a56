import { formatCount } from '@sauda/commerce';

/** The widget's texts (the spec has no questions and answers, so none are fixed). */
export interface ProductQuestionsLabels {
  /** @default 'Questions about this product' */
  heading?: string;
  /**
   * The number of questions after the heading.
   * @default (count) => `(${count})`
   */
  count?: (count: number) => string;
  /** @default 'No questions yet. Ask the shop anything about this product.' */
  empty?: string;
  /** @default 'Loading questions...' */
  loading?: string;
  /** Accessible name of the list of questions. @default 'Questions' */
  list?: string;
  /** Before each question, for screen readers. @default 'Question:' */
  questionPrefix?: string;
  /** Before each answer, for screen readers. @default 'Answer:' */
  answerPrefix?: string;
  /**
   * Caption of the shop's answer.
   * @default (shopName) => shopName ? `Answer from ${shopName}` : "Seller's answer"
   */
  answerFrom?: (shopName: string | null) => string;
  /** @default 'Not answered yet' */
  notAnswered?: string;
  /**
   * The button that shows the questions beyond the first ones.
   * @default (hidden) => `Show ${hidden} more question(s)`
   */
  showMore?: (hidden: number) => string;
  /** Label of the question field. @default 'Your question' */
  question?: string;
  /** @default 'Ask about size, colour, delivery...' */
  placeholder?: string;
  /**
   * Characters used, under the field.
   * @default (used, max) => `${used}/${max} characters`
   */
  counter?: (used: number, max: number) => string;
  /** @default 'Ask Question' */
  submit?: string;
  /** @default 'Sending...' */
  submitting?: string;
  /** Shown once a question was sent. @default 'Thank you! Your question was sent. The shop will answer it here.' */
  sent?: string;
  /** The link shown instead of the form to a shopper who is not signed in. @default 'Log in to ask a question' */
  logIn?: string;
}

/** Every label, defaults filled in. */
export type ResolvedLabels = Required<ProductQuestionsLabels>;

export function resolveLabels(labels: ProductQuestionsLabels = {}): ResolvedLabels {
  return {
    heading: 'Questions about this product',
    count: (count) => `(${formatCount(count)})`,
    empty: 'No questions yet. Ask the shop anything about this product.',
    loading: 'Loading questions...',
    list: 'Questions',
    questionPrefix: 'Question:',
    answerPrefix: 'Answer:',
    answerFrom: (shopName) => (shopName ? `Answer from ${shopName}` : "Seller's answer"),
    notAnswered: 'Not answered yet',
    showMore: (hidden) => `Show ${formatCount(hidden)} more question${hidden === 1 ? '' : 's'}`,
    question: 'Your question',
    placeholder: 'Ask about size, colour, delivery...',
    counter: (used, max) => `${used}/${max} characters`,
    submit: 'Ask Question',
    submitting: 'Sending...',
    sent: 'Thank you! Your question was sent. The shop will answer it here.',
    logIn: 'Log in to ask a question',
    ...labels,
  };
}
