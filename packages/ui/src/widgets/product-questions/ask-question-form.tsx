import { QUESTION_MAX_LENGTH, questionError, questionLength } from '@sauda/commerce';
import { useState, type FormEvent } from 'react';
import { Button } from '../../primitives/button';
import { TextArea } from '../../primitives/text-area';
import type { ResolvedLabels } from './labels';

/** Why an ask failed, in words: the error's own message, else the generic one (`failed`). */
const failureOf = (error: unknown, failed: string) =>
  error instanceof Error && error.message.trim() ? error.message : failed;

/**
 * The question field with its character count and the send button. It checks the rule (1–500 characters after
 * trimming) before `onAsk`; a sent question clears the field and says so, a failed one keeps the text and says why.
 */
export function AskQuestionForm({
  onAsk,
  isSubmitting,
  text,
  labelledBy,
}: {
  onAsk: (question: string) => void | Promise<unknown>;
  isSubmitting: boolean;
  text: ResolvedLabels;
  labelledBy: string;
}) {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const busy = pending || isSubmitting;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = questionError(question);
    setError(invalid ?? undefined);
    setOutcome(null);
    if (invalid) return;
    setPending(true);
    try {
      await onAsk(question.trim());
      setQuestion('');
      setOutcome({ ok: true, message: text.sent });
    } catch (failure) {
      setOutcome({ ok: false, message: failureOf(failure, text.failed) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      data-slot="ask-question-form"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
      className="sd:flex sd:flex-col sd:gap-3"
    >
      <TextArea
        label={text.question}
        placeholder={text.placeholder}
        rows={3}
        dir="auto"
        value={question}
        isRequired
        errorMessage={error}
        description={text.counter(questionLength(question), QUESTION_MAX_LENGTH)}
        onChange={(value) => {
          setQuestion(value);
          if (error) setError(undefined);
        }}
      />
      <div data-slot="ask-question-footer" className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
        <Button type="submit" isPending={busy} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
        <p
          data-slot="ask-question-outcome"
          role={outcome && !outcome.ok ? 'alert' : 'status'}
          className={outcome?.ok ? 'sd:text-sm sd:text-success' : 'sd:text-sm sd:text-danger'}
        >
          {busy ? null : outcome?.message}
        </p>
      </div>
    </form>
  );
}
