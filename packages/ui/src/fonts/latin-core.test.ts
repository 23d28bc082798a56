import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CORE_CODE_POINTS,
  fontsourceLatin,
  formatUnicodeRange,
  intersectRanges,
  makeLatinCore,
  parseUnicodeRange,
} from '../../scripts/latin-core-font.mjs';

const committed = (name: string) => readFileSync(new URL(name, import.meta.url));
const regenerate = 'run `npm run fonts -w @sauda/ui` after updating @fontsource-variable/inter';

/** Whether every character of `text` is in `ranges`. */
const covers = (ranges: number[][], text: string) =>
  [...text].every((char) => ranges.some(([from, to]) => char.codePointAt(0)! >= from! && char.codePointAt(0)! <= to!));

describe("the kit's core Latin face", () => {
  it('is committed as the script makes it from the installed @fontsource-variable/inter', async () => {
    const { css, file } = await makeLatinCore();
    expect(css, regenerate).toBe(committed('inter-latin-core.css').toString('utf8'));
    expect(file.name).toBe('inter-latin-core-wght-normal.woff2');
    expect(Buffer.from(file.bytes).equals(committed(`files/${file.name}`)), regenerate).toBe(true);
  });

  it("takes the package's Latin face's descriptors, a range within it, and a file of about 60% its size", () => {
    const latin = fontsourceLatin();
    const css = committed('inter-latin-core.css').toString('utf8');
    for (const descriptor of ['font-family', 'font-style', 'font-display', 'font-weight']) {
      expect(css).toContain(`  ${descriptor}: ${latin.descriptors[descriptor]};\n`);
    }
    const range = parseUnicodeRange(/unicode-range: ([^;]+);/.exec(css)![1]!);
    expect(intersectRanges(range, latin.ranges)).toEqual(range);
    const size = committed('files/inter-latin-core-wght-normal.woff2').length;
    expect(size).toBeLessThan(0.65 * readFileSync(latin.file).length);
  });

  it('covers ASCII and the marks the storefront prints, and leaves accented letters to the package', () => {
    const range = intersectRanges(CORE_CODE_POINTS, fontsourceLatin().ranges);
    expect(covers(range, 'Rs 12,499 × 3 – Men’s Kurta… “Sale” — © 2026 Sauda · −10% • ‘A’')).toBe(true);
    // What Intl puts between a time and its 'PM', and the no-break space.
    expect(covers(range, '\u202f\u00a0\u2009')).toBe(true);
    for (const char of 'éçñü£€¿') expect(covers(range, char), char).toBe(false);
  });

  it('reads and writes CSS unicode ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+2000-206F')).toEqual([
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x2000, 0x206f],
    ]);
    expect(() => parseUnicodeRange('U+1F??')).toThrow("unicode-range: cannot read 'U+1F??'");
    expect(formatUnicodeRange(CORE_CODE_POINTS.slice(0, 3))).toBe('U+0000-007F,U+00A0,U+00A9');
    expect(
      intersectRanges(
        [
          [0x20, 0x30],
          [0x40, 0x40],
        ],
        [[0x25, 0x41]],
      ),
    ).toEqual([
      [0x25, 0x30],
      [0x40, 0x40],
    ]);
  });
});
