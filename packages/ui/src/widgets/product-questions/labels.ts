/**
 * The widget's texts (the spec has no questions and answers, so none are fixed); in English by default
 * (`texts/en.ts`), or the language of a `KitTextsProvider`. The question rule's messages come from commerce.
 */
export interface ProductQuestionsLabels {
  /** @default 'Questions about this product' */
  heading?: string;
  /**
   * The number of questions after the heading.
   * @default (count) => `(${formatCount(count)})`
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
   * @default (hidden) => `Show ${formatCount(hidden)} more ${hidden === 1 ? 'question' : 'questions'}`
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
  /** Shown when sending failed with no message of its own. @default QUESTION_FAILED_MESSAGE */
  failed?: string;
  /** The mark before each question (hidden from screen readers, which read `questionPrefix`). @default 'Q' */
  questionMark?: string;
  /** The mark before each answer (hidden from screen readers, which read `answerPrefix`). @default 'A' */
  answerMark?: string;
}

/** Every text of the widget, in the language shown. */
export type ResolvedLabels = Required<ProductQuestionsLabels>;
