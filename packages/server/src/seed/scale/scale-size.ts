/** The largest catalogue the scale seed makes (its generator keeps one batch in memory, not the catalogue). */
export const MAX_SCALE_PRODUCTS = 10_000_000;

/** A product count as `--products` or `SAUDA_SEED=scale:N` gives it: digits, `_` or `,` allowed (1_000_000). */
export function parseScaleProducts(text: string): number {
  const digits = text.trim().replace(/[_,]/g, '');
  const count = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN;
  if (!(count >= 1 && count <= MAX_SCALE_PRODUCTS)) {
    throw new RangeError(
      `The product count must be a whole number from 1 to ${MAX_SCALE_PRODUCTS}, not ${JSON.stringify(text.slice(0, 40))}`,
    );
  }
  return count;
}
