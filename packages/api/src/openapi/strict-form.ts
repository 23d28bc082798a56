import { z } from 'zod/mini';

type Schema = z.ZodMiniType;

/** What the document says of a strict schema: its component name and description. */
export type ReferenceMeta = {
  id?: string;
  description?: string;
};

/**
 * Ids and descriptions of the strict (reference server) schemas. Kept apart from zod's global registry, where the
 * tolerant client schemas of the same shapes hold the same names.
 */
export const referenceRegistry = z.registry<ReferenceMeta>();

const declared = new WeakMap<Schema, () => Schema>();
const derived = new WeakMap<Schema, Schema>();

/**
 * Declares how the reference server sends what the tolerant client schema `tolerant` reads. The tolerant schemas
 * stay the one definition of each shape; this says what the reference server makes strict (or adds).
 */
export function declareStrict(tolerant: Schema, strict: () => Schema): void {
  declared.set(tolerant, strict);
}

/**
 * The strict form of a tolerant client schema, as the reference server answers it: built once per schema.
 * - declared forms first (shared wire builders, objects with a `referenceObject` description);
 * - optional, nullable and default wrappers go: the reference server always sends the value (a field the reference
 *   server may leave out or send as null says so in its object's description);
 * - a pipe that reads its input first (JSON text, any key case) is its output side; a pipe that only normalises
 *   what it read (null to [], numeric strings to numbers) is its input side;
 * - arrays and objects are strict in every element and field.
 * Anything else (a union of wire quirks) must be declared: this throws rather than guess.
 */
export function strictOf(schema: Schema): Schema {
  let strict = derived.get(schema);
  if (strict === undefined) {
    strict = declared.get(schema)?.() ?? derive(schema);
    derived.set(schema, strict);
  }
  return strict;
}

function derive(schema: Schema): Schema {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return strictOf(def.innerType as Schema);
    case 'array':
      return z.array(strictOf(def.element as Schema));
    case 'object':
      return referenceObject(schema, {});
    case 'pipe': {
      const { in: input, out } = def as unknown as { in: Schema; out: Schema };
      if (input._zod.def.type === 'transform') return strictOf(out);
      if (out._zod.def.type === 'transform') return strictOf(input);
      break;
    }
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
      return schema;
  }
  throw new Error(`No strict form for a ${def.type} schema: declare one with declareStrict`);
}

/** How the reference server's object differs from the tolerant object it is read with. */
export interface ReferenceObjectSpec extends ReferenceMeta {
  /** Fields only the legacy backend sends. */
  omit?: readonly string[];
  /** Fields the reference server may send as null. */
  nullable?: readonly string[];
  /** Fields the reference server may leave out. */
  optional?: readonly string[];
  /** Strict forms that differ from the tolerant field's (a UUID, a date-time), and fields the client does not read. */
  fields?: Record<string, Schema>;
}

function objectShapeOf(schema: Schema): Record<string, Schema> {
  const def = schema._zod.def as unknown as { type: string; shape?: Record<string, Schema>; out?: Schema };
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'pipe' && def.out) return objectShapeOf(def.out);
  throw new Error(`Not an object schema: ${def.type}`);
}

function checkNames(shape: Record<string, Schema>, names: readonly string[] = [], what: string) {
  const unknown = names.filter((name) => !(name in shape));
  if (unknown.length > 0) throw new Error(`${what} names fields the object does not have: ${unknown.join(', ')}`);
}

/**
 * The reference server's form of a tolerant object: every field it sends, required and strictly typed, and nothing
 * else (`additionalProperties: false`). Its id and description are the tolerant schema's unless `spec` names them.
 */
export function referenceObject(tolerant: Schema, spec: ReferenceObjectSpec): Schema {
  const tolerantShape = objectShapeOf(tolerant);
  const shape: Record<string, Schema> = { ...tolerantShape, ...spec.fields };
  checkNames(tolerantShape, spec.omit, 'omit');
  checkNames(shape, spec.nullable, 'nullable');
  checkNames(shape, spec.optional, 'optional');
  const fields: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(shape)) {
    if (spec.omit?.includes(name)) continue;
    let strict = spec.fields?.[name] ?? strictOf(field);
    if (spec.nullable?.includes(name)) strict = z.nullable(strict);
    if (spec.optional?.includes(name)) strict = z.optional(strict);
    fields[name] = strict;
  }
  const object = z.strictObject(fields);
  const tolerantMeta = z.globalRegistry.get(tolerant);
  const id = spec.id ?? tolerantMeta?.id;
  const description = spec.description ?? tolerantMeta?.description;
  if (id !== undefined) {
    object.register(referenceRegistry, { id, ...(description === undefined ? {} : { description }) });
  }
  return object;
}

/** Declares the reference server's form of the tolerant object `tolerant` (see `referenceObject`). */
export function declareReferenceObject(tolerant: Schema, spec: ReferenceObjectSpec): void {
  declareStrict(tolerant, () => referenceObject(tolerant, spec));
}
