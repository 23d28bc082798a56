import { describe, expect, it } from 'vitest';
import { parseCorsOrigins } from './cors';

describe('parseCorsOrigins', () => {
  it('reads a comma list of origins, lower-cased, trailing slashes dropped', () => {
    expect(parseCorsOrigins(' https://Shop.Example.pk/ , http://localhost:5173,')).toEqual([
      'https://shop.example.pk',
      'http://localhost:5173',
    ]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
  });

  it.each(['*', 'null', 'shop.example.pk', 'https://shop.example.pk/path', 'https://*.example.pk', 'file:///x'])(
    'refuses %s at start rather than opening the API',
    (entry) => {
      expect(() => parseCorsOrigins(`https://ok.example.pk,${entry}`)).toThrow(/SAUDA_CORS_ORIGINS/);
    },
  );
});
