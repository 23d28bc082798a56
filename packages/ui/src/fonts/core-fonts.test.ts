import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontsourceFace, formatUnicodeRange, intersectRanges, parseUnicodeRange } from '../../scripts/core-font.mjs';
import { CORE_CODE_POINTS, fontsourceLatin, makeLatinCore } from '../../scripts/latin-core-font.mjs';
import { NASKH_ARABIC, URDU_CODE_POINTS, makeUrduCore } from '../../scripts/urdu-core-font.mjs';

const committed = (name: string) => readFileSync(new URL(name, import.meta.url));
const regenerate =
  'run `npm run fonts -w @sauda/ui` after updating @fontsource-variable/inter or @fontsource/noto-naskh-arabic';

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

describe("the kit's core Urdu face", () => {
  const css = () => committed('noto-naskh-arabic-urdu-core.css').toString('utf8');
  const faces = () => [...css().matchAll(/@font-face \{([^}]*)\}/g)].map((match) => match[1]!);
  const rangeOf = (face: string) => parseUnicodeRange(/unicode-range: ([^;]+);/.exec(face)![1]!);

  it('is committed as the script makes it from the installed @fontsource/noto-naskh-arabic', async () => {
    const made = await makeUrduCore();
    expect(made.css, regenerate).toBe(css());
    expect(made.file.name).toBe('noto-naskh-arabic-urdu-400-normal.woff2');
    expect(Buffer.from(made.file.bytes).equals(committed(`files/${made.file.name}`)), regenerate).toBe(true);
  });

  it("declares the package's Arabic face, then a core within it of under a third its size, which the browser tries first", () => {
    const arabic = fontsourceFace(NASKH_ARABIC);
    const [packageFace, core] = faces();
    expect(faces()).toHaveLength(2);
    expect(packageFace).toContain(`url('@fontsource/noto-naskh-arabic/files/${NASKH_ARABIC.face}.woff2')`);
    expect(rangeOf(packageFace!)).toEqual(arabic.ranges);
    expect(core).toContain('url(./files/noto-naskh-arabic-urdu-400-normal.woff2)');
    expect(intersectRanges(rangeOf(core!), arabic.ranges)).toEqual(rangeOf(core!));
    for (const descriptor of ['font-family', 'font-style', 'font-display', 'font-weight']) {
      expect(core).toContain(`  ${descriptor}: ${arabic.descriptors[descriptor]};\n`);
    }
    const size = committed('files/noto-naskh-arabic-urdu-400-normal.woff2').length;
    expect(size).toBeLessThan(readFileSync(arabic.file).length / 3);
  });

  it("covers Urdu's letters, marks, digits and punctuation, and leaves other Arabic-script letters to the package's file", () => {
    const core = rangeOf(faces()[1]!);
    expect(covers(core, 'جوتے،شلوارقمیض؟ٹڈڑںھہۂیےۓ۔۱۲۳١٢٣٪؛')).toBe(true);
    // Sindhi's ڄ, Pashto's ځ, Persian's presentation forms.
    for (const char of 'ڄځﻻ') expect(covers(core, char), char).toBe(false);
    expect(intersectRanges(URDU_CODE_POINTS, fontsourceFace(NASKH_ARABIC).ranges)).toEqual(core);
  });
});
