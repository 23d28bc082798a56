import { type ProductQuestion } from '@sauda/commerce';
import type { ResolvedLabels } from './labels';
import { useDateFormat } from '../../lib/formats';

const badge = 'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold';

/** One question with the shop's answers under it, or 'Not answered yet'. Shopper and shop text keep their own direction. */
export function QuestionItem({
  question,
  shopName,
  timeZone,
  text,
}: {
  question: ProductQuestion;
  shopName: string | null;
  timeZone: string | undefined;
  text: ResolvedLabels;
}) {
  const format = { date: useDateFormat() };
  return (
    <li data-slot="product-question" className="flex flex-col gap-3 border-b border-line py-4 last:border-b-0">
      <div className="flex items-start gap-3">
        <span aria-hidden className={`${badge} bg-brand-subtle text-fg`}>
          Q
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p data-slot="product-question-text" className="font-medium break-words whitespace-pre-line">
            <span className="sr-only">{text.questionPrefix} </span>
            <span dir="auto" className="text-start">
              {question.question}
            </span>
          </p>
          <time
            data-slot="product-question-date"
            dateTime={question.createdAt}
            className="text-xs text-muted tabular-nums"
          >
            <bdi>{format.date(question.createdAt, timeZone)}</bdi>
          </time>
        </div>
      </div>
      {question.answers.length === 0 ? (
        <p data-slot="product-question-unanswered" className="ms-9 text-sm text-muted italic">
          {text.notAnswered}
        </p>
      ) : (
        question.answers.map((answer) => (
          <div key={answer.id} data-slot="product-question-answer" className="flex items-start gap-3">
            <span aria-hidden className={`${badge} bg-brand text-on-brand`}>
              A
            </span>
            <div className="flex min-w-0 flex-col gap-1 text-sm">
              <span data-slot="product-question-answer-from" className="font-medium">
                {text.answerFrom(shopName)}
              </span>
              <p className="leading-relaxed break-words whitespace-pre-line">
                <span className="sr-only">{text.answerPrefix} </span>
                <span dir="auto" className="text-start">
                  {answer.answer}
                </span>
              </p>
              <time dateTime={answer.createdAt} className="text-xs text-muted tabular-nums">
                <bdi>{format.date(answer.createdAt, timeZone)}</bdi>
              </time>
            </div>
          </div>
        ))
      )}
    </li>
  );
}
