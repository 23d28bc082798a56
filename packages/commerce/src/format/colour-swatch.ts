/**
 * How a colour option's swatch is painted: one colour (`css` is a `#rrggbb` or `#rgb` hex), the rainbow of a
 * multicolour item, or unknown (neutral).
 */
export type SwatchFill = { kind: 'colour'; css: string } | { kind: 'multi' } | { kind: 'unknown' };

/**
 * Colour names shops use, as one lower-case word ('colour' spelt 'color'), with the hex a swatch or a picture paints
 * them in. Multi-word names are listed whole ('navyblue'); the last word is the fallback ('Dusty Pink' is pink).
 */
const NAMED: Record<string, string> = {
  black: '#1c1c1e',
  white: '#f7f7f5',
  offwhite: '#f4f1ea',
  ivory: '#fffff0',
  cream: '#f3e9d2',
  beige: '#e5d3b3',
  skin: '#e8c4a0',
  nude: '#e3bc9a',
  tan: '#d2b48c',
  khaki: '#c3b091',
  camel: '#c19a6b',
  brown: '#7b4a2d',
  chocolate: '#5c3317',
  rust: '#b7410e',
  copper: '#b87333',
  red: '#c62828',
  crimson: '#b0172f',
  maroon: '#800000',
  burgundy: '#800020',
  wine: '#722f37',
  pink: '#f4a6c0',
  babypink: '#f4c2c2',
  hotpink: '#ff69b4',
  rosegold: '#b76e79',
  peach: '#f7c3a0',
  coral: '#f2785c',
  orange: '#ef7d1a',
  mustard: '#d4a017',
  mustardyellow: '#d4a017',
  yellow: '#f2c916',
  gold: '#c9a43b',
  champagne: '#f1ddc0',
  olive: '#6b7a2a',
  olivegreen: '#556b2f',
  green: '#2e7d32',
  bottlegreen: '#006a4e',
  emerald: '#2e8b57',
  emeraldgreen: '#2e8b57',
  seagreen: '#2e8b57',
  mint: '#98e0c0',
  mintgreen: '#98e0c0',
  lime: '#9ccc3d',
  teal: '#0f7b7b',
  turquoise: '#30c5c0',
  aqua: '#4fd1d9',
  cyan: '#22b8cf',
  skyblue: '#87ceeb',
  lightblue: '#a7c7e7',
  blue: '#1e5bc6',
  royalblue: '#2b4fc2',
  darkblue: '#1e3a8a',
  navy: '#1f2a44',
  navyblue: '#1f2a44',
  indigo: '#3f3d99',
  purple: '#6a3d9a',
  violet: '#7f4fc9',
  lavender: '#b9a7e0',
  mauve: '#b784a7',
  magenta: '#c2187a',
  fuchsia: '#d0338f',
  grey: '#8a8d91',
  gray: '#8a8d91',
  charcoal: '#36454f',
  charcoalgrey: '#36454f',
  silver: '#c0c4c8',
};

const MULTI = /^multi(colou?r(ed)?|ple)?$|^(assorted|mixed|rainbow)$/;

/**
 * The swatch of a colour option's name: a hex value as given, a known name (however many words: 'Navy Blue' is
 * navy, not a rainbow), 'Multi'/'Multicolour' as a rainbow, anything else neutral.
 */
export function swatchFill(name: string): SwatchFill {
  const words = name
    .trim()
    .toLowerCase()
    .replace(/colour/g, 'color')
    .split(/[\s_-]+/)
    .filter(Boolean);
  const joined = words.join('');
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(joined)) return { kind: 'colour', css: joined };
  if (MULTI.test(joined)) return { kind: 'multi' };
  const css = NAMED[joined] ?? (words.length > 1 ? NAMED[words[words.length - 1] as string] : undefined);
  return css ? { kind: 'colour', css } : { kind: 'unknown' };
}
