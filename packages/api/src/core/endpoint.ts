import type { z } from 'zod/mini';

/** HTTP methods the /api/v1 calls use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Which backends answer a call: both, or only the reference server (e.g. the contact form). */
export type Backends = 'both' | 'reference';

/** Who may make a call: anyone, or only a signed-in user (the bearer token of the user the call names). */
export type Access = 'public' | 'user';

/** The 4xx statuses a call may answer with `{ message, code }`. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/**
 * One /api/v1 call, described once: the client sends it, the OpenAPI document lists it, the server may validate
 * against the same schemas. `path` is relative to /api/v1 and uses `{name}` placeholders.
 */
export interface Endpoint<R extends z.ZodMiniType = z.ZodMiniType> {
  /** Stable operation id, `<group>.<function>` as in the client. */
  operationId: string;
  /** OpenAPI tag (the client group). */
  tag: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: { type: 'json' | 'multipart'; schema: z.ZodMiniType };
  /** Status of a successful answer. */
  successStatus: number;
  response: R;
  /** Shown when the server sent no text of its own (the spec's wording where it has one). */
  fallback: string;
  /** Legacy answers 404 when the list is empty: treat a 404 as this (wire-shaped) answer. Only for those calls. */
  emptyOn404?: z.input<R>;
  /** Shown when a 2xx answer carries `success: false` (defaults to `fallback`). */
  unsuccessfulFallback?: string;
  backends?: Backends;
  /**
   * Who may call. 'user' calls need `Authorization: Bearer <token>` and answer 401 without a valid one and 403 when
   * the call names another user's data (the OpenAPI document's security and 401/403 answers come from this).
   * @default 'public'
   */
  access?: Access;
  /**
   * The reference server's 4xx answers beyond those every call of its kind has, each with when it comes. Derived
   * ones: 400 for a call with params, query or body; 401 and 403 for 'user' calls; 413 and 415 for a call with a
   * body. A status listed here replaces the derived description.
   */
  refusals?: Partial<Record<RefusalStatus, string>>;
}

/** Keeps an endpoint's literal types while checking it against `Endpoint`. */
export function defineEndpoint<R extends z.ZodMiniType>(endpoint: Endpoint<R>): Endpoint<R> {
  return endpoint;
}
