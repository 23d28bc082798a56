import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange } from '../../packages/ui/scripts/core-font.mjs';

/**
 * Urdu pages preload only the core of Urdu's font (packages/ui/scripts/urdu-core-font.mjs); a character of an Urdu
 * text outside it would make the page fetch Naskh's whole Arabic file as well (53 kB against 14) and draw that word
 * from two fonts. Every Urdu text the storefront, the kit, commerce and the server's mails print is checked here.
 */
const root = new URL('../../', import.meta.url).pathname;

/** Files under `dir` (relative to the repository) whose path relative to it matches `pattern`. */
const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => pattern.test(path))
    .map((path) => join(dir, path));

const urduTexts = [
  ...filesUnder('storefront/src/messages/ur', /\.ts$/),
  ...filesUnder('storefront/src/content/ur', /\.ts$/),
  ...filesUnder('packages/ui/src', /(^|\/)texts\/ur\.ts$/),
  ...filesUnder('packages/commerce/src', /(^|\/)messages\/ur\/[^/]+\.ts$/),
  'packages/commerce/src/status/urdu-status-names.ts',
  'packages/server/src/mail/mail-texts.ts',
];

const coreRange = (): number[][] => {
  const css = readFileSync(join(root, 'packages/ui/src/fonts/noto-naskh-arabic-urdu-core.css'), 'utf8');
  const core = /\/\* noto-naskh-arabic-urdu-400-normal \*\/\s*@font-face \{[^}]*unicode-range: ([^;]+);/.exec(css);
  return parseUnicodeRange(core![1]!);
};

/** Arabic script's blocks: what Naskh's Arabic file draws. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

describe("Urdu's font core", () => {
  it('draws every character of every Urdu text', () => {
    expect(urduTexts.length).toBeGreaterThan(100);
    const range = coreRange();
    const inCore = (char: string) =>
      range.some(([from, to]) => char.codePointAt(0)! >= from! && char.codePointAt(0)! <= to!);
    const missing = new Map<string, string>();
    for (const file of urduTexts) {
      for (const char of readFileSync(join(root, file), 'utf8')) {
        if (ARABIC_SCRIPT.test(char) && !inCore(char)) missing.set(char, file);
      }
    }
    expect([...missing].map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${file}`)).toEqual(
      [],
    );
  });
});
