/** 8-4-4-4-12 hexadecimal digits, any case (any version; the legacy backend returns upper-case GUIDs). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id shaped 8-4-4-4-12 hex, case-insensitive (surrounding spaces are not allowed). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
