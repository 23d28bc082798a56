/**
 * A locally generated placeholder image (a shop's logo or cover) served by `GET /api/v1/media/placeholder`, which
 * rasterises it at `?w=` in the format the browser takes best.
 */
export function placeholderImage(text: string, color: string): string {
  const params = new URLSearchParams({ text, color: color.replace('#', '') });
  return `/api/v1/media/placeholder?${params.toString()}`;
}

/** Background colours of the placeholders (hex without #). */
export const PALETTE = [
  '0f766e',
  'b45309',
  '7c3aed',
  'be123c',
  '1d4ed8',
  '15803d',
  'a16207',
  '9d174d',
  '0e7490',
  '4d7c0f',
  '6d28d9',
  'c2410c',
];
