import { describe, expect, it } from 'vitest';
import { normaliseId, sameId } from './same-id';

describe('sameId', () => {
  it('compares GUIDs case-insensitively', () => {
    expect(sameId('ABCDEF12-0000-0000-0000-000000000000', 'abcdef12-0000-0000-0000-000000000000')).toBe(true);
    expect(sameId('a', 'b')).toBe(false);
  });

  it('never matches a missing id', () => {
    expect(sameId(null, null)).toBe(false);
    expect(sameId(undefined, 'a')).toBe(false);
  });

  it('normalises to trimmed lower case', () => {
    expect(normaliseId(' AbC ')).toBe('abc');
  });
});
