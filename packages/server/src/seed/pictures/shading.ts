import { swatchFill } from '@sauda/commerce';

/** The tones one product colour is drawn in: a lit side, the colour itself, the shaded side and the deepest folds. */
export interface Tones {
  light: string;
  base: string;
  dark: string;
  deep: string;
}

const NEUTRAL = '#8a8d91';

function rgbOf(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const hexOf = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `hex` moved toward `target` by `amount` (0..1). */
function mix(hex: string, target: [number, number, number], amount: number): string {
  return hexOf(rgbOf(hex).map((v, i) => v + ((target[i] as number) - v) * amount));
}

/**
 * The tones of a colour name (the variant's colour, e.g. 'Navy Blue'): lit and shaded sides mixed toward white and
 * black. Near-black colours get a stronger light side and near-white ones a stronger shade, so folds still show.
 */
export function tonesOf(colourName: string): Tones {
  const fill = swatchFill(colourName);
  const base = fill.kind === 'colour' ? fill.css : NEUTRAL;
  const [r, g, b] = rgbOf(base);
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return {
    light: mix(base, white, luminance < 0.2 ? 0.32 : 0.22),
    base: mix(base, black, 0),
    dark: mix(base, black, luminance > 0.85 ? 0.22 : 0.3),
    deep: mix(base, black, luminance > 0.85 ? 0.4 : 0.55),
  };
}
