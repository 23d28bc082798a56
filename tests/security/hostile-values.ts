import fc from 'fast-check';

/** SQL-injection payloads, as an attacker would paste them into any text field. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1); DELETE FROM orders; --',
  "' UNION SELECT password_hash, email FROM users --",
  "1' AND pg_sleep(3) IS NULL --",
  '" OR ""="',
  "%' OR 1=1 --",
  "admin'/*",
  '$$; DROP TABLE shops; $$',
  "\\'; SELECT 1; --",
];

/** Text that breaks naive code: unicode edge cases, markup, path tricks, format strings. */
const TRICKY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  'سودا کراچی',
  '👩‍👩‍👧‍👦🇵🇰',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fpackage.json',
  '%00',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
];

/** Hostile text: random unicode, SQL, tricky strings, and long ones (`maxLong` characters at most). */
export function hostileText(maxLong: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
    { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: Math.min(256, maxLong), max: maxLong }), fc.constantFrom('A', 'ش', '😀', "'"))
        .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
    },
  );
}

/** Numbers JSON can carry that break naive code: huge, tiny, negative, fractional, unsafe integers. */
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 5e-324, 99_999_999_999),
);

/** Any JSON value of the wrong kind, including nested junk and prototype-pollution keys. */
export function hostileJson(maxLong: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileText(maxLong),
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 4 }),
    fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}')),
    fc.array(hostileText(64), { maxLength: 5 }),
  );
}
