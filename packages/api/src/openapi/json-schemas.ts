import { z } from 'zod/mini';
import type { JsonSchema } from './openapi-document';

const COMPONENT_PREFIX = '#/components/schemas/';

/** Points zod's `#/$defs/<id>` references at the document's components. */
function relink<T>(value: T): T {
  if (Array.isArray(value)) return value.map(relink) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, entry]) =>
    key === '$ref' && typeof entry === 'string'
      ? [key, entry.replace('#/$defs/', COMPONENT_PREFIX)]
      : [key, relink(entry)],
  );
  return Object.fromEntries(entries) as T;
}

/**
 * Writes zod schemas as OpenAPI 3.1 schema objects with zod's own JSON Schema conversion. Every schema registered
 * with an `id` becomes one entry of `components` and a `$ref` wherever it is used.
 */
export function createJsonSchemaWriter() {
  const components: Record<string, JsonSchema> = {};

  /**
   * The schema as the wire carries it: its input side, since answers too are parsed from what the server sends and
   * their transforms only normalise. File fields (unrepresentable customs) are described by their metadata.
   */
  function write(schema: z.ZodMiniType): JsonSchema {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
    const { $schema: _dialect, $defs, ...root } = converted;
    for (const [id, definition] of Object.entries($defs ?? {})) components[id] = relink(definition);
    return relink(root);
  }

  /** The schema behind a `$ref` to a component, else the schema itself. */
  function resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith(COMPONENT_PREFIX)) return schema;
    return components[ref.slice(COMPONENT_PREFIX.length)] ?? schema;
  }

  return { components, write, resolve };
}
