import { createApiClient, type ApiClient, type FetchLike } from '@sauda/api';

/** One request as the fake backend received it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or the FormData of a multipart body, or undefined. */
  body: unknown;
}

/** A canned answer: status (200 by default) and a JSON body, or raw text. */
export interface CannedAnswer {
  status?: number;
  body?: unknown;
  text?: string;
}

export const BASE_URL = 'https://api.sauda.test';
export const TOKEN = 'token-123';

/** A client wired to a fake `fetch` that answers every call with `answer` and records what it was sent. */
export function fakeBackend(answer: CannedAnswer = { body: { message: 'ok' } }, backend?: 'legacy' | 'reference') {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body ?? undefined;
    if (typeof body === 'string') body = JSON.parse(body);
    requests.push({ url, method: init.method ?? 'GET', headers, body });
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  const api: ApiClient = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => TOKEN,
    fetch,
    ...(backend ? { backend } : {}),
  });
  return {
    api,
    requests,
    /** The only request sent (fails the test when there was not exactly one). */
    get request(): SeenRequest {
      if (requests.length !== 1) throw new Error(`Expected one request, saw ${requests.length}`);
      return requests[0] as SeenRequest;
    },
  };
}

/** Calls the same client function against a legacy-shaped and a reference-shaped answer; resolves both results. */
export async function readBoth<T>(
  legacy: CannedAnswer,
  reference: CannedAnswer,
  run: (api: ApiClient) => Promise<T>,
): Promise<{ legacy: T; reference: T }> {
  return { legacy: await run(fakeBackend(legacy).api), reference: await run(fakeBackend(reference).api) };
}

/** The path and query of a seen URL, without the base. */
export function pathOf(url: string): string {
  return url.slice(BASE_URL.length);
}
