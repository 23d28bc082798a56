import type { z } from 'zod/mini';
import type { Endpoint } from '../core/endpoint';
import { allEndpoints } from '../endpoints';
import { createJsonSchemaWriter } from './json-schemas';
import type {
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiResponse,
} from './openapi-document';
import {
  referenceAnswer,
  referenceErrorAnswer,
  referenceRefusalCodes,
  referenceServerError,
} from './reference-answers';
import { refusalsOf } from './refusals';
import { referenceRegistry } from './strict-form';

export type * from './openapi-document';

/** The document's `info` and `servers`; everything else comes from the endpoints. */
export interface OpenApiOptions {
  /** @default '0.1.0' */
  version?: string;
  /** @default the reference server that serves the document, at `/api/v1` */
  servers?: { url: string; description?: string }[];
}

type JsonSchemaWriter = ReturnType<typeof createJsonSchemaWriter>;

/** The security scheme of the calls a signed-in user makes. */
export const BEARER_AUTH = 'bearerAuth';

/** Success answers besides `successStatus`, by operation id: status and when. */
const otherSuccesses: Record<string, [number, string][]> = {
  'auth.verify': [[200, 'The e-mail address was already verified.']],
};

/** One parameter per property of a path or query schema (path parameters are always required). */
function parametersOf(
  writer: JsonSchemaWriter,
  schema: z.ZodMiniObject | undefined,
  location: OpenApiParameter['in'],
): OpenApiParameter[] {
  if (schema === undefined) return [];
  const object = writer.resolve(writer.write(schema));
  const properties = (object.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });

/** The operation's answers: its successes (strict, as the reference server sends them), its 4xx, then 5xx. */
function responsesOf(writer: JsonSchemaWriter, endpoint: Endpoint): Record<string, OpenApiResponse> {
  const success = json(writer.write(referenceAnswer(endpoint.operationId, endpoint.response), referenceRegistry));
  const responses: Record<string, OpenApiResponse> = {
    [endpoint.successStatus]: { description: 'Success', content: success },
  };
  for (const [status, description] of otherSuccesses[endpoint.operationId] ?? []) {
    responses[status] = { description, content: success };
  }
  const error = writer.write(referenceErrorAnswer, referenceRegistry);
  for (const [status, description] of refusalsOf(endpoint)) {
    const schema = { allOf: [error, writer.write(referenceRefusalCodes(status), referenceRegistry)] };
    responses[status] = {
      description,
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds until a request may succeed again.',
                schema: { type: 'integer', minimum: 1 },
              },
            },
          }
        : {}),
      content: json(schema),
    };
  }
  responses.default = {
    description: 'A server error (5xx); the client shows its fallback text.',
    content: json(writer.write(referenceServerError, referenceRegistry)),
  };
  return responses;
}

function operationOf(writer: JsonSchemaWriter, endpoint: Endpoint): OpenApiOperation {
  const notes = [
    endpoint.description,
    endpoint.emptyOn404 === undefined ? undefined : 'The legacy backend answers 404 when the list is empty.',
    endpoint.backends === 'reference' ? 'Reference server only.' : undefined,
  ].filter((note): note is string => note !== undefined);
  const parameters = [
    ...parametersOf(writer, endpoint.params, 'path'),
    ...parametersOf(writer, endpoint.query, 'query'),
  ];
  const body = endpoint.body;
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    ...(endpoint.backends === 'reference' ? { 'x-backends': ['reference'] } : {}),
    security: endpoint.access === 'user' ? [{ [BEARER_AUTH]: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              [body.type === 'json' ? 'application/json' : 'multipart/form-data']: {
                schema: writer.write(body.schema),
              },
            },
          },
        }),
    responses: responsesOf(writer, endpoint),
  };
}

/**
 * The OpenAPI 3.1 document of the reference server's /api/v1, built from the same endpoints the client sends:
 * requests as the client checks them, answers strictly as the reference server sends them (the legacy backend's
 * quirks stay in the client's tolerant schemas), every 4xx with its `code`, and the bearer token where one is needed.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const writer = createJsonSchemaWriter();
  const paths: Record<string, OpenApiPathItem> = {};
  for (const endpoint of allEndpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operationOf(writer, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sauda /api/v1',
      version: options.version ?? '0.1.0',
      description:
        'The marketplace API the Sauda storefront calls, as the Sauda reference server answers it. Every refused ' +
        'request answers 4xx with `{ message, code }`; `code` is stable, `message` is for people.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: options.servers ?? [{ url: '/api/v1', description: 'The Sauda reference server serving this document' }],
    paths,
    components: {
      schemas: writer.components,
      securitySchemes: {
        [BEARER_AUTH]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token `POST /user/signin` answers; calls naming a user need that user’s token.',
        },
      },
    },
  };
}
