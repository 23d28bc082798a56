import type { HttpMethod } from '../core/endpoint';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/** A path or query parameter. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** The body of one media type. */
export interface OpenApiMediaType {
  schema: JsonSchema;
}

/** A request body: JSON or multipart. */
export interface OpenApiRequestBody {
  required: boolean;
  content: Record<string, OpenApiMediaType>;
}

/** A response header (e.g. `Retry-After` of a 429). */
export interface OpenApiHeader {
  description: string;
  schema: JsonSchema;
}

/** One answer of an operation (by status, or `default`). */
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content: Record<string, OpenApiMediaType>;
}

/** Security requirements: `[]` for a public call, `[{ bearerAuth: [] }]` for a signed-in user's call. */
export type OpenApiSecurity = Record<string, string[]>[];

/** One /api/v1 call. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Which backends answer, when not both (`['reference']` for the contact form). */
  'x-backends'?: string[];
  security: OpenApiSecurity;
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
}

/** The operations of one path, by method. */
export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;

/** An HTTP security scheme (the bearer token). */
export interface OpenApiSecurityScheme {
  type: 'http';
  scheme: 'bearer';
  description: string;
}

/** An OpenAPI 3.1 document, as far as Sauda's document uses it. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string; description?: string }[];
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, OpenApiSecurityScheme>;
  };
}
