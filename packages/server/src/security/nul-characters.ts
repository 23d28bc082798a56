import { refuse } from '../errors';

/** The answer to text holding U+0000, which PostgreSQL cannot store. */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters.';

/**
 * Throws 400 when any string (or object key) in `value` holds a NUL character. Walks without recursion, so a
 * deeply nested body cannot overflow the stack.
 */
export function refuseNulCharacters(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw refuse('nul_character', NUL_CHARACTER_MESSAGE);
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) pending.push(key, item);
    }
  }
}
