import { type ProductQuestion } from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { Link } from '../../primitives/link';
import { ListSkeleton } from '../skeletons';
import { AskQuestionForm } from './ask-question-form';
import type { ProductQuestionsLabels } from './labels';
import { QuestionItem } from './question-item';
import { productQuestionsTexts } from './texts/en';

export interface ProductQuestionsProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The product's questions, newest first, each with the shop's answers. */
  questions: readonly ProductQuestion[];
  /** Whether a shopper is signed in: they get the question form, anyone else the log-in link. */
  isSignedIn: boolean;
  /** Where the log-in link goes (the login page, returning here). */
  loginHref: string;
  /**
   * Called with the trimmed question (1–500 characters). Resolve when it was sent: the field clears and the form
   * says so. Reject with an Error whose message says why: the text stays and the message is shown.
   */
  onAsk: (question: string) => void | Promise<unknown>;
  /**
   * The shop that answers, named over its answers ("Answer from …").
   * @default null
   */
  shopName?: string | null;
  /**
   * The questions are still loading: a skeleton instead of the list.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The questions could not be loaded: this text instead of the list (the form stays).
   * @default null
   */
  loadError?: string | null;
  /**
   * Marks the form as sending from outside (in addition to a pending `onAsk` promise).
   * @default false
   */
  isSubmitting?: boolean;
  /**
   * How many questions show before 'Show … more questions'.
   * @default 5
   */
  initialCount?: number;
  /**
   * Level of the heading element.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * IANA time zone the dates are shown in (dd/MM/yyyy).
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /** Texts of the widget, each replacing the language's own (English by default, `ProductQuestionsLabels`). */
  labels?: ProductQuestionsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * Questions and answers on a product page: the shoppers' questions newest first with the shop's answers (or 'Not
 * answered yet'), the first few then 'Show … more', and a form to ask one for a signed-in shopper or a log-in link.
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ProductQuestions = /* @__PURE__ */ forwardRef<HTMLElement, ProductQuestionsProps>(
  function ProductQuestions(
    {
      questions,
      isSignedIn,
      loginHref,
      onAsk,
      shopName = null,
      isLoading = false,
      loadError = null,
      isSubmitting = false,
      initialCount = 5,
      headingLevel = 2,
      timeZone,
      labels,
      className,
      ...rest
    },
    ref,
  ) {
    const id = useId();
    const text = useTexts(productQuestionsTexts, labels);
    const [showAll, setShowAll] = useState(false);
    const Heading = `h${headingLevel}` as const;
    const shown = showAll ? questions : questions.slice(0, Math.max(1, initialCount));
    const hidden = questions.length - shown.length;

    let body;
    if (isLoading) body = <ListSkeleton count={2} showImage={false} label={text.loading} />;
    else if (loadError) body = <p className="sd:text-muted">{loadError}</p>;
    else if (questions.length === 0) {
      body = (
        <p data-slot="product-questions-empty" className="sd:text-muted">
          {text.empty}
        </p>
      );
    } else {
      body = (
        <>
          <ul data-slot="product-questions-list" aria-label={text.list} className="sd:flex sd:flex-col">
            {shown.map((question) => (
              <QuestionItem key={question.id} question={question} shopName={shopName} timeZone={timeZone} text={text} />
            ))}
          </ul>
          {hidden > 0 && (
            <Button variant="secondary" size="sm" onPress={() => setShowAll(true)} className="sd:self-start">
              {text.showMore(hidden)}
            </Button>
          )}
        </>
      );
    }

    return (
      <section
        {...rest}
        ref={ref}
        data-slot="product-questions"
        aria-labelledby={`${id}-heading`}
        className={cx('sd:flex sd:flex-col sd:gap-4 sd:text-fg', className)}
      >
        <Heading id={`${id}-heading`} data-slot="product-questions-heading" className="sd:text-lg sd:font-semibold">
          {text.heading}{' '}
          {!isLoading && questions.length > 0 && <span className="sd:text-muted">{text.count(questions.length)}</span>}
        </Heading>
        <div data-slot="product-questions-ask" className="sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4">
          {isSignedIn ? (
            <AskQuestionForm onAsk={onAsk} isSubmitting={isSubmitting} text={text} labelledBy={`${id}-heading`} />
          ) : (
            <p data-slot="product-questions-log-in">
              <Link href={loginHref}>{text.logIn}</Link>
            </p>
          )}
        </div>
        {body}
      </section>
    );
  },
);
