import type { FetchLike } from '@sauda/api';

/**
 * The id of the `<script type="application/json">` in which the reference server sends the API answers a page was
 * rendered with (`PAGE_ANSWERS_ID` on the server, checked by tests/contract). A data block, not a script: the
 * storefront's Content-Security-Policy runs no inline script, and this one is only read.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The answers the server rendered the page with, by request path; JSON bodies. */
export type RecordedAnswers = Record<string, unknown>;

/** The answers in the page, or none when it has none or they cannot be read. */
export function readPageAnswers(): RecordedAnswers {
  const text = document.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return typeof answers === 'object' && answers !== null ? (answers as RecordedAnswers) : {};
  } catch {
    return {};
  }
}

/**
 * A fetch that answers each recorded GET once from `answers`, so the browser takes the server's page over with the
 * very data it was rendered with (no second request, no mismatch if the catalogue changed meanwhile); anything
 * else, and a repeated request (a retry, a revalidation), goes to `fetch`.
 */
export function answeringFirstFrom(answers: RecordedAnswers, fetch: FetchLike): FetchLike {
  const unused = new Map(Object.entries(answers));
  return (input, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' && unused.has(input)) {
      const body = unused.get(input);
      unused.delete(input);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    }
    return fetch(input, init);
  };
}
