import type { z } from 'zod/mini';
import { ApiError } from './api-error';
import type { Endpoint } from './endpoint';
import { readErrorMessage } from './read-error-message';
import type { RefusalParams } from '../wire/errors';
import type { ReadRefusal } from './legacy-refusal-codes';

/** The fetch function the client uses (the global one by default; tests and SSR pass their own). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** How the client reaches a backend. */
export interface HttpOptions {
  /** Host of the API, e.g. '' (same origin) or 'https://api.example.pk'; a trailing '/api/v1' is accepted too. */
  baseUrl: string;
  /** The stored token; sent as `Authorization: Bearer …` on every call when present. */
  getToken?: () => string | null | undefined;
  fetch?: FetchLike;
  /**
   * The code of a refusal whose answer carries none, from its text: the original backend's sentences
   * (`legacyRefusalOf`). The reference server's answers carry their `code` and `params`.
   */
  refusalOfText?: (text: string) => ReadRefusal | undefined;
  /**
   * The language the shopper reads (a BCP 47 tag, e.g. 'ur'), sent as `Accept-Language` on every call in place of the
   * browser's own: what the server writes to the shopper (the mail with a code) is then in the storefront's language.
   */
  language?: string;
}

/** Per-call options every client function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Replaces the call's fallback text (shown when the server sent no message). */
  fallback?: string;
  /**
   * Sent as `Idempotency-Key`: a retry carrying the same key is answered with the first result and creates nothing
   * twice (the reference server honours it on order creation; the legacy backend ignores it).
   */
  idempotencyKey?: string;
}

/** What one call sends besides its endpoint. */
export interface SendInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  form?: FormData;
}

/** Sends one call and resolves with its answer parsed through the endpoint's schema. */
export type Send = <R extends z.ZodMiniType>(
  endpoint: Endpoint<R>,
  input?: SendInput,
  options?: CallOptions,
) => Promise<z.output<R>>;

const API_PREFIX = '/api/v1';

/** The URL of a call: base URL + /api/v1 + path with encoded params + query without empty values. */
export function buildUrl(baseUrl: string, path: string, input: SendInput = {}): string {
  let root = baseUrl.replace(/\/+$/, '');
  if (!root.endsWith(API_PREFIX)) root += API_PREFIX;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || String(value) === '') {
      throw new ApiError(0, `Missing path parameter '${name}' for ${path}`, { kind: 'invalid-request' });
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${root}${filled}${query ? `?${query}` : ''}`;
}

/** Summarises zod issues as 'path: message' lines (the first few are enough to see what broke). */
export function describeIssues(error: z.core.$ZodError, limit = 3): string[] {
  return error.issues.slice(0, limit).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

/** The fetch core: base URL, bearer token, JSON or multipart body, AbortSignal, 404-as-empty, parse-or-ApiError. */
export function createSend(options: HttpOptions): Send {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async function send<R extends z.ZodMiniType>(
    endpoint: Endpoint<R>,
    input: SendInput = {},
    callOptions: CallOptions = {},
  ): Promise<z.output<R>> {
    const fallback = callOptions.fallback ?? endpoint.fallback;
    const signal = callOptions.signal;
    const where = `${endpoint.method.toUpperCase()} ${API_PREFIX}${endpoint.path}`;
    const url = buildUrl(options.baseUrl, endpoint.path, input);

    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.language) headers['Accept-Language'] = options.language;
    if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    let body: BodyInit | undefined;
    if (input.form !== undefined) {
      body = input.form; // fetch sets the multipart boundary itself
    } else if (input.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.json);
    }

    if (signal?.aborted) throw abortError(where, signal.reason);
    let response: Response;
    try {
      response = await doFetch(url, { method: endpoint.method.toUpperCase(), headers, body, signal });
    } catch (error) {
      if (isAbort(error, signal)) throw abortError(where, error);
      throw new ApiError(0, fallback, { kind: 'network', cause: error, details: [`${where}: ${String(error)}`] });
    }

    let read: Awaited<ReturnType<typeof readBody>>;
    try {
      read = await readBody(response);
    } catch (error) {
      if (isAbort(error, signal)) throw abortError(where, error);
      throw new ApiError(response.status, fallback, { kind: 'network', cause: error });
    }

    if (!response.ok) {
      if (response.status === 404 && endpoint.emptyOn404 !== undefined) {
        return parseAnswer(endpoint, endpoint.emptyOn404, 200, where);
      }
      const serverMessage = read.ok ? readErrorMessage(read.value) : undefined;
      throw new ApiError(response.status, serverMessage ?? fallback, {
        serverMessage,
        ...refusalOf(read.ok ? read.value : undefined, serverMessage, options.refusalOfText),
        body: read.ok ? read.value : read.text,
      });
    }

    if (!read.ok) {
      throw new ApiError(response.status, `Unexpected answer from the server (${where}): the body is not JSON.`, {
        kind: 'malformed-answer',
        body: read.text,
        details: ['(root): not JSON'],
      });
    }
    const value = read.value;
    if (isUnsuccessful(value)) {
      const serverMessage = readErrorMessage(value);
      throw new ApiError(response.status, serverMessage ?? endpoint.unsuccessfulFallback ?? fallback, {
        serverMessage,
        ...refusalOf(value, serverMessage, options.refusalOfText),
        body: value,
      });
    }
    return parseAnswer(endpoint, value, response.status, where);
  };
}

/** A 2xx answer that still says `success: false` (some legacy routes do). */
function isUnsuccessful(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

function parseAnswer<R extends z.ZodMiniType>(endpoint: Endpoint<R>, value: unknown, status: number, where: string) {
  const parsed = endpoint.response.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = describeIssues(parsed.error);
  throw new ApiError(status, `Unexpected answer from the server (${where}): ${details.join('; ')}`, {
    kind: 'malformed-answer',
    details,
    body: value,
    cause: parsed.error,
  });
}

function abortError(where: string, cause: unknown): ApiError {
  return new ApiError(0, `Request cancelled (${where}).`, { kind: 'aborted', cause });
}

/** Parses a request body or query through its schema before sending, so a bad request never leaves the browser. */
export function checkRequest<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = describeIssues(parsed.error);
  throw new ApiError(0, `Invalid request (${what}): ${details.join('; ')}`, {
    kind: 'invalid-request',
    details,
    cause: parsed.error,
  });
}

/**
 * Why a request was refused, for a program: the `code` (and `params`) its answer carries, else what `ofText` reads
 * from its text. A code this client does not list is kept: a newer server may know more reasons.
 */
function refusalOf(
  body: unknown,
  text: string | undefined,
  ofText: HttpOptions['refusalOfText'],
): { code?: string; params?: RefusalParams } {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { code, params } = body as { code?: unknown; params?: unknown };
    if (typeof code === 'string' && code !== '') {
      return { code, ...(isParams(params) ? { params } : {}) };
    }
  }
  return (text === undefined ? undefined : ofText?.(text)) ?? {};
}

function isParams(value: unknown): value is RefusalParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}
