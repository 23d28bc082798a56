import type { z } from 'zod/mini';
import type { Endpoint } from '../core/endpoint';
import { allEndpoints } from '../endpoints';
import { errorAnswerSchema } from '../wire/shared';
import { createJsonSchemaWriter } from './json-schemas';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiPathItem } from './openapi-document';

export type * from './openapi-document';

/** The document's `info` and `servers`; everything else comes from the endpoints. */
export interface OpenApiOptions {
  /** @default '0.1.0' */
  version?: string;
  /** @default [{ url: '/api/v1' }] */
  servers?: { url: string; description?: string }[];
}

type JsonSchemaWriter = ReturnType<typeof createJsonSchemaWriter>;

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
    responses: {
      [endpoint.successStatus]: {
        description: 'Success',
        content: { 'application/json': { schema: writer.write(endpoint.response) } },
      },
      default: {
        description: `Error; the client shows the text in message, msg or error, else '${endpoint.fallback}'.`,
        content: { 'application/json': { schema: writer.write(errorAnswerSchema) } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every /api/v1 call, built from the same endpoints the client sends. */
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
      description: 'The marketplace API the Sauda storefront calls; the legacy backend and the reference server.',
    },
    servers: options.servers ?? [{ url: '/api/v1' }],
    paths,
    components: { schemas: writer.components },
  };
}
