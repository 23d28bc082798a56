/** Lower-cases an id so GUIDs from different calls (upper or lower case) compare equal. */
export function normaliseId(id: string): string {
  return id.trim().toLowerCase();
}

/** True when two ids name the same entity; the legacy backend mixes upper- and lower-case GUIDs. */
export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return a === b || normaliseId(a) === normaliseId(b);
}
