import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Endpoint } from '../core/endpoint';
import { allEndpoints } from '../endpoints';
import { errorAnswerSchema } from '../wire/shared';

/** The document's `info` and `servers`; everything else comes from the endpoints. */
export interface OpenApiOptions {
  /** @default '0.1.0' */
  version?: string;
  /** @default [{ url: '/api/v1' }] */
  servers?: { url: string; description?: string }[];
}

function routeOf(endpoint: Endpoint): RouteConfig {
  const request: NonNullable<RouteConfig['request']> = {};
  if (endpoint.params) request.params = endpoint.params;
  if (endpoint.query) request.query = endpoint.query;
  if (endpoint.body) {
    const mediaType = endpoint.body.type === 'json' ? 'application/json' : 'multipart/form-data';
    request.body = { required: true, content: { [mediaType]: { schema: endpoint.body.schema } } };
  }
  const notes = [
    endpoint.description,
    endpoint.emptyOn404 === undefined ? undefined : 'The legacy backend answers 404 when the list is empty.',
    endpoint.backends === 'reference' ? 'Reference server only.' : undefined,
  ].filter((note): note is string => note !== undefined);
  return {
    method: endpoint.method,
    path: endpoint.path,
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    ...(endpoint.backends === 'reference' ? { 'x-backends': ['reference'] } : {}),
    request,
    responses: {
      [endpoint.successStatus]: {
        description: 'Success',
        content: { 'application/json': { schema: endpoint.response } },
      },
      default: {
        description: `Error; the client shows the text in message, msg or error, else '${endpoint.fallback}'.`,
        content: { 'application/json': { schema: errorAnswerSchema } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every /api/v1 call, built from the same endpoints the client sends. */
export function buildOpenApiDocument(options: OpenApiOptions = {}) {
  const registry = new OpenAPIRegistry();
  for (const endpoint of allEndpoints) registry.registerPath(routeOf(endpoint));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Sauda /api/v1',
      version: options.version ?? '0.1.0',
      description: 'The marketplace API the Sauda storefront calls; the legacy backend and the reference server.',
    },
    servers: options.servers ?? [{ url: '/api/v1' }],
  });
}
