import { unstable_serialize, type Key } from 'swr';
import type { PageAnswers } from './page-request';

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

/** The answer under `key`; rejects when the page came without it, so the page is rendered afresh. */
export function firstAnswer(answers: PageAnswers, key: Key): Promise<unknown> {
  const name = unstable_serialize(key);
  return Object.hasOwn(answers, name)
    ? Promise.resolve(answers[name])
    : Promise.reject(new Error(`The page came without its answer to ${name}.`));
}
