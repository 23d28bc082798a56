// Urdu's core face: the letters, marks, digits and punctuation Urdu is written with, from Noto Naskh Arabic's Arabic
// file, which also draws Persian, Sindhi, Pashto, Arabic's supplements and the presentation forms (52.7 kB). The core
// is 14 kB: an Urdu page's text waited for the whole file (about 260 ms at Lighthouse's 1.6 Mbps) and now waits for
// a quarter of it. Any other character of that file (a Sindhi letter in a shop's name) still draws, from the
// package's file, which `@sauda/ui/urdu.css` declares first.
import { makeCoreFace } from './core-font.mjs';

/** Naskh's Arabic face, as @fontsource/noto-naskh-arabic declares it. */
export const NASKH_ARABIC = {
  pkg: '@fontsource/noto-naskh-arabic',
  css: '400.css',
  face: 'noto-naskh-arabic-arabic-400-normal',
};

/**
 * What Urdu is written with: the Arabic letters it borrows and its own (ٹ پ چ ڈ ڑ ژ ک گ ں ھ ہ ۂ ۃ ی ے ۓ), the vowel
 * marks and hamza, superscript alef and noon ghunna, tatweel, both sets of Arabic digits with their decimal and
 * thousands signs and ٪, the punctuation ، ؛ ؟ ۔, and the joiners and direction marks (ZWNJ, ZWJ, LRM, RLM, ALM),
 * hyphens.
 */
export const URDU_CODE_POINTS = [
  [0x060c, 0x060c],
  [0x061b, 0x061c],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0656],
  [0x0658, 0x0658],
  [0x0660, 0x066c],
  [0x0670, 0x0670],
  [0x0679, 0x0679],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0688, 0x0688],
  [0x0691, 0x0691],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06ba, 0x06ba],
  [0x06be, 0x06be],
  [0x06c0, 0x06c3],
  [0x06cc, 0x06cc],
  [0x06d2, 0x06d4],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
];

/** The core Urdu face made from the installed package, after the package's own face: stylesheet and font file. */
export const makeUrduCore = () =>
  makeCoreFace({
    source: NASKH_ARABIC,
    name: 'noto-naskh-arabic-urdu-400-normal',
    codePoints: URDU_CODE_POINTS,
    format: 'woff2',
    note: "Naskh's Arabic face, then the core of what Urdu is written with (urdu-core-font.mjs), tried first.",
    withPackageFace: true,
  });
