import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';
import { uuidSchema } from './uuid-schema';

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hex in any case', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
  });

  it('refuses wrong shapes and characters', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c330')).toBe(false);
    expect(isUuid('3f2504e04f8911d39a0c0305e82c3301')).toBe(false);
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c330g')).toBe(false);
    expect(isUuid(' 3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('the schema trims and reports its message', () => {
    const schema = uuidSchema('bad');
    expect(schema.parse(' 3f2504e0-4f89-11d3-9a0c-0305e82c3301 ')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('bad');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('bad');
  });
});
