import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiParameter } from '@sauda/api';

/** One operation of the OpenAPI document, flattened for the attack suites. */
export interface ApiOperation {
  /** `METHOD /path/{param}`. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, relative to `/api/v1`. */
  path: string;
  parameters: OpenApiParameter[];
  body: { type: 'json' | 'multipart'; schema: JsonSchema } | null;
}

/** The document every suite reads (the same endpoints the client sends). */
export const openApi: OpenApiDocument = buildOpenApiDocument();

/** `schema` with its `$ref` resolved against the document's components (one level at a time). */
export function resolveSchema(schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = (openApi.components.schemas as Record<string, JsonSchema>)[name] ?? {};
  }
  return current;
}

/** Every operation of the document. */
export function apiOperations(): ApiOperation[] {
  return Object.entries(openApi.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const [type, media] = Object.entries(content)[0] ?? [];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: media
          ? { type: type === 'application/json' ? 'json' : 'multipart', schema: resolveSchema(media.schema) }
          : null,
      } satisfies ApiOperation;
    }),
  );
}

/** True when an operation names a user: a `userId` path or query parameter, or a `userId` field in its body. */
export function namesAUser(operation: ApiOperation): boolean {
  const inParameters = operation.parameters.some((parameter) => parameter.name === 'userId');
  const properties = (operation.body?.schema.properties ?? {}) as Record<string, unknown>;
  return inParameters || 'userId' in properties || operation.path.includes('{userId}');
}
