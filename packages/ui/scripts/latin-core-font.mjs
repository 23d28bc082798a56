// The kit's text font is @fontsource-variable/inter, whose Latin comes as one 48 kB file that a page downloads before
// its text settles. Most pages print only ASCII and a few marks, so the kit adds a "core" face of about 29 kB for those
// characters, subset from that same file with its glyphs, variable weight axis and every OpenType feature (tabular
// figures and the like) kept. It is declared after the package's faces: for a character it covers, the browser uses
// the core (CSS Fonts 4: the face defined last is tried first); for any other Latin character (an accented name, £)
// it falls back to the package's own Latin file, fetched only by a page that prints one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * What the core covers: ASCII, and the marks the storefront prints (spaces Intl puts in dates, © · × – — ‘ ’ “ ” • …
 * −). One of them, the apostrophe ’, is drawn by Chromium a hair apart from the subset (its antialiasing, at the same
 * place and width), though HarfBuzz reads the same outline, metrics and shaping from both files; it stays in the core,
 * because the package's file would cost a page 48 kB more and lose the kerning beside it ("Men’s").
 */
export const CORE_CODE_POINTS = [
  [0x0000, 0x007f],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2212, 0x2212],
];

const PACKAGE = '@fontsource-variable/inter';
const LATIN_FACE = 'inter-latin-wght-normal';
const CORE_FACE = 'inter-latin-core-wght-normal';
const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** Code point ranges `[from, to]` of a CSS `unicode-range` such as `U+0000-00FF,U+0131`. */
export function parseUnicodeRange(text) {
  return text.split(',').map((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`unicode-range: cannot read '${part}'`);
    const from = parseInt(match[1], 16);
    return [from, match[2] ? parseInt(match[2], 16) : from];
  });
}

/** The CSS `unicode-range` of sorted ranges. */
export function formatUnicodeRange(ranges) {
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The code points in both `ranges` and `within`, as sorted ranges. */
export function intersectRanges(ranges, within) {
  const inWithin = (codePoint) => within.some(([from, to]) => codePoint >= from && codePoint <= to);
  const kept = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    for (let codePoint = from; codePoint <= to; codePoint++) {
      if (!inWithin(codePoint)) continue;
      const last = kept.at(-1);
      if (last && last[1] + 1 >= codePoint) last[1] = Math.max(last[1], codePoint);
      else kept.push([codePoint, codePoint]);
    }
  }
  return kept;
}

/** Every code point of `ranges`, as one string. */
export function textOf(ranges) {
  return ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

/** The installed @fontsource package's version, its Latin file, and that face's descriptors and range. */
export function fontsourceLatin() {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve(`${PACKAGE}/package.json`);
  const dir = dirname(packageJson);
  const css = readFileSync(join(dir, 'wght.css'), 'utf8');
  const block = new RegExp(`/\\* ${LATIN_FACE} \\*/\\s*@font-face \\{([^}]*)\\}`).exec(css);
  if (!block) throw new Error(`${PACKAGE}/wght.css has no ${LATIN_FACE} face`);
  const descriptors = Object.fromEntries(
    block[1]
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return {
    version: JSON.parse(readFileSync(packageJson, 'utf8')).version,
    file: join(dir, 'files', `${LATIN_FACE}.woff2`),
    descriptors,
    ranges: parseUnicodeRange(descriptors['unicode-range']),
  };
}

/** The core face made from the installed package: its stylesheet and its font file. */
export async function makeLatinCore() {
  const latin = fontsourceLatin();
  const ranges = intersectRanges(CORE_CODE_POINTS, latin.ranges);
  const bytes = await subsetFont(readFileSync(latin.file), textOf(ranges), { targetFormat: 'woff2' });
  const { src: _src, 'unicode-range': _range, ...kept } = latin.descriptors;
  const css = [
    `/* Generated from ${PACKAGE} ${latin.version} by packages/ui/scripts/write-latin-core-font.mjs: do not edit.`,
    " * The characters nearly every page prints, from a smaller file than the package's Latin, which serves the rest. */",
    `/* ${CORE_FACE} */`,
    '@font-face {',
    ...Object.entries(kept).map(([key, value]) => `  ${key}: ${value};`),
    `  src: url(./files/${CORE_FACE}.woff2) format('woff2-variations');`,
    `  unicode-range: ${formatUnicodeRange(ranges)};`,
    '}',
    '',
  ].join('\n');
  return { css, file: { name: `${CORE_FACE}.woff2`, bytes } };
}
