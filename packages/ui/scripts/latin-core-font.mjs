// The kit's text font is @fontsource-variable/inter, whose Latin comes as one 48 kB file that a page downloads before
// its text settles. Most pages print only ASCII and a few marks, so the kit adds a "core" face of about 29 kB for those
// characters, subset from that same file with its glyphs, variable weight axis and every OpenType feature (tabular
// figures and the like) kept. It is declared after the package's faces: for a character it covers, the browser uses
// the core (CSS Fonts 4: the face defined last is tried first); for any other Latin character (an accented name, £)
// it falls back to the package's own Latin file, fetched only by a page that prints one.
import { fontsourceFace, makeCoreFace } from './core-font.mjs';

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

/** Inter's Latin face, as @fontsource-variable/inter declares it. */
export const INTER_LATIN = { pkg: '@fontsource-variable/inter', css: 'wght.css', face: 'inter-latin-wght-normal' };

/** The installed package's Latin face. */
export const fontsourceLatin = () => fontsourceFace(INTER_LATIN);

/** The core Latin face made from the installed package: its stylesheet and its font file. */
export const makeLatinCore = () =>
  makeCoreFace({
    source: INTER_LATIN,
    name: 'inter-latin-core-wght-normal',
    codePoints: CORE_CODE_POINTS,
    format: 'woff2-variations',
    note: "The characters nearly every page prints, from a smaller file than the package's Latin, which serves the rest.",
  });
