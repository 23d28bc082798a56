import { type ProductQuestion } from '@sauda/commerce';
import type { ResolvedLabels } from './labels';
import { useDateFormat } from '../../lib/formats';

const badge =
  'sd:inline-flex sd:size-6 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:text-xs sd:font-bold';

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
    <li
      data-slot="product-question"
      className="sd:flex sd:flex-col sd:gap-3 sd:border-b sd:border-line sd:py-4 sd:last:border-b-0"
    >
      <div className="sd:flex sd:items-start sd:gap-3">
        <span aria-hidden className={`${badge} sd:bg-brand-subtle sd:text-fg`}>
          {text.questionMark}
        </span>
        <div className="sd:flex sd:min-w-0 sd:flex-col sd:gap-1">
          <p data-slot="product-question-text" className="sd:font-medium sd:break-words sd:whitespace-pre-line">
            <span className="sd:sr-only">{text.questionPrefix} </span>
            <span dir="auto" className="sd:text-start">
              {question.question}
            </span>
          </p>
          <time
            data-slot="product-question-date"
            dateTime={question.createdAt}
            className="sd:text-xs sd:text-muted sd:tabular-nums"
          >
            <bdi>{format.date(question.createdAt, timeZone)}</bdi>
          </time>
        </div>
      </div>
      {question.answers.length === 0 ? (
        <p data-slot="product-question-unanswered" className="sd:ms-9 sd:text-sm sd:text-muted sd:italic">
          {text.notAnswered}
        </p>
      ) : (
        question.answers.map((answer) => (
          <div key={answer.id} data-slot="product-question-answer" className="sd:flex sd:items-start sd:gap-3">
            <span aria-hidden className={`${badge} sd:bg-brand sd:text-on-brand`}>
              {text.answerMark}
            </span>
            <div className="sd:flex sd:min-w-0 sd:flex-col sd:gap-1 sd:text-sm">
              <span data-slot="product-question-answer-from" className="sd:font-medium">
                {text.answerFrom(shopName)}
              </span>
              <p className="sd:leading-relaxed sd:break-words sd:whitespace-pre-line">
                <span className="sd:sr-only">{text.answerPrefix} </span>
                <span dir="auto" className="sd:text-start">
                  {answer.answer}
                </span>
              </p>
              <time dateTime={answer.createdAt} className="sd:text-xs sd:text-muted sd:tabular-nums">
                <bdi>{format.date(answer.createdAt, timeZone)}</bdi>
              </time>
            </div>
          </div>
        ))
      )}
    </li>
  );
}
