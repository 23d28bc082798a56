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

/** One answer of an operation (by status, or `default`). */
export interface OpenApiResponse {
  description: string;
  content: Record<string, OpenApiMediaType>;
}

/** One /api/v1 call. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Which backends answer, when not both (`['reference']` for the contact form). */
  'x-backends'?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
}

/** The operations of one path, by method. */
export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;

/** An OpenAPI 3.1 document, as far as Sauda's document uses it. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  paths: Record<string, OpenApiPathItem>;
  components: { schemas: Record<string, JsonSchema> };
}
