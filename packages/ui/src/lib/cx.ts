/** Joins class names, skipping falsy ones. The kit keeps its own classes conflict-free, so no merging is needed. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
