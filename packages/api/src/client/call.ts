import type { z } from 'zod/mini';
import type { Endpoint } from '../core/endpoint';
import { checkRequest, type CallOptions, type Send } from '../core/http';

/** What a client function hands to `call`: path params, query, and a JSON or multipart body. */
export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: FormData;
}

/** Sends one endpoint after checking its params, query and JSON body against the endpoint's schemas. */
export type Call = <R extends z.ZodMiniType>(
  endpoint: Endpoint<R>,
  input?: CallInput,
  options?: CallOptions,
) => Promise<z.output<R>>;

/** Wraps the fetch core so a malformed request fails as an `ApiError` before anything is sent. */
export function createCall(send: Send): Call {
  return (endpoint, input = {}, options) => {
    const what = endpoint.operationId;
    const params = endpoint.params && input.params ? checkRequest(endpoint.params, input.params, what) : input.params;
    const query = endpoint.query && input.query ? checkRequest(endpoint.query, input.query, what) : input.query;
    const json =
      endpoint.body?.type === 'json' && input.json !== undefined
        ? checkRequest(endpoint.body.schema, input.json, what)
        : input.json;
    return send(
      endpoint,
      {
        ...(params === undefined ? {} : { params: params as Record<string, string> }),
        ...(query === undefined ? {} : { query: query as Record<string, string | number | undefined> }),
        ...(json === undefined ? {} : { json }),
        ...(input.form === undefined ? {} : { form: input.form }),
      },
      options,
    );
  };
}
