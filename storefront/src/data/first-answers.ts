import { answerName, type PageAnswers, type PageRequest } from './page-request';

/**
 * The id of the `<script type="application/json">` in which the reference server sends a rendered page's first
 * answers; the same id as the server's `FIRST_ANSWERS_ID` (checked by tests/contract).
 */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * The answers a page the server rendered was rendered with, sent along with it (issue 8): the browser takes the page
 * over with these instead of asking the server again, so it needs neither those requests nor the code that reads the
 * API's answers (`api/lazy-client.ts`). Undefined when the page came without them, or with something unreadable.
 */
export function readFirstAnswers(): PageAnswers | undefined {
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answers: unknown = JSON.parse(text);
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as PageAnswers)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer to `request` (a first page: the page itself, out of its hook's list of pages); rejects when the page came
 * without it, so the page is rendered afresh.
 */
export function firstAnswer(answers: PageAnswers, request: Pick<PageRequest, 'key' | 'firstPage'>): Promise<unknown> {
  const name = answerName(request);
  const answer = Object.hasOwn(answers, name) ? answers[name] : undefined;
  if (answer !== undefined && !request.firstPage) return Promise.resolve(answer);
  if (Array.isArray(answer) && answer.length > 0) return Promise.resolve(answer[0]);
  return Promise.reject(new Error(`The page came without its answer to ${name}.`));
}
