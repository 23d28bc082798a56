// A "core" face: the characters a language's pages print, subset (HarfBuzz, through subset-font) from an @fontsource
// file with its glyphs, axes and OpenType features kept, declared after the package's own face so that the browser
// takes the smaller file for every character it covers and fetches the package's file only for a page printing
// another (CSS Fonts 4: of faces whose ranges overlap, the one defined last is tried first). Two are made:
// `latin-core-font.mjs` (Inter) and `urdu-core-font.mjs` (Noto Naskh Arabic), written by `write-core-fonts.mjs`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

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

/** An installed @fontsource package's version, one face's file, its descriptors and its range. */
export function fontsourceFace({ pkg, css, face }) {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve(`${pkg}/package.json`);
  const dir = dirname(packageJson);
  const stylesheet = readFileSync(join(dir, css), 'utf8');
  const block = new RegExp(`/\\* ${face} \\*/\\s*@font-face \\{([^}]*)\\}`).exec(stylesheet);
  if (!block) throw new Error(`${pkg}/${css} has no ${face} face`);
  const descriptors = Object.fromEntries(
    block[1]
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return {
    version: JSON.parse(readFileSync(packageJson, 'utf8')).version,
    file: join(dir, 'files', `${face}.woff2`),
    descriptors,
    ranges: parseUnicodeRange(descriptors['unicode-range']),
  };
}

/**
 * A core face made from the installed package: its stylesheet and its font file. `source` names the package's face
 * (`fontsourceFace`), `codePoints` what the core covers (cut to the face's range), `format` its `src` format. With
 * `withPackageFace`, the stylesheet declares the package's face first (its file by package path, which a bundler
 * resolves), for a stylesheet that does not import the package's own.
 */
export async function makeCoreFace({ source, name, codePoints, format, note, withPackageFace = false }) {
  const face = fontsourceFace(source);
  const ranges = intersectRanges(codePoints, face.ranges);
  const bytes = await subsetFont(readFileSync(face.file), textOf(ranges), { targetFormat: 'woff2' });
  const { src: _src, 'unicode-range': _range, ...kept } = face.descriptors;
  const declare = (comment, src, range) => [
    `/* ${comment} */`,
    '@font-face {',
    ...Object.entries(kept).map(([key, value]) => `  ${key}: ${value};`),
    `  src: ${src};`,
    `  unicode-range: ${range};`,
    '}',
  ];
  const css = [
    `/* Generated from ${source.pkg} ${face.version} by packages/ui/scripts/write-core-fonts.mjs: do not edit.`,
    ` * ${note} */`,
    ...(withPackageFace
      ? declare(
          source.face,
          `url('${source.pkg}/files/${source.face}.woff2') format('woff2')`,
          formatUnicodeRange(face.ranges),
        )
      : []),
    ...declare(name, `url(./files/${name}.woff2) format('${format}')`, formatUnicodeRange(ranges)),
    '',
  ].join('\n');
  return { css, file: { name: `${name}.woff2`, bytes } };
}
