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
 * with an `id` (in zod's global registry, or in the registry a write names) becomes one entry of `components` and a
 * `$ref` wherever it is used; two different schemas under one id are refused.
 */
export function createJsonSchemaWriter() {
  const components: Record<string, JsonSchema> = {};

  function keep(id: string, definition: JsonSchema) {
    const kept = components[id];
    if (kept !== undefined && JSON.stringify(kept) !== JSON.stringify(definition)) {
      throw new Error(`Two different schemas are both named ${id}`);
    }
    components[id] = definition;
  }

  /**
   * The schema as the wire carries it: its input side, since answers too are parsed from what the server sends and
   * their transforms only normalise. File fields (unrepresentable customs) are described by their metadata, which
   * comes from `metadata` (zod's global registry unless given).
   */
  function write(schema: z.ZodMiniType, metadata?: z.core.$ZodRegistry<Record<string, unknown>>): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      ...(metadata === undefined ? {} : { metadata }),
    });
    const { $schema: _dialect, $defs, ...root } = converted;
    for (const [id, definition] of Object.entries($defs ?? {})) keep(id, relink(definition));
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
