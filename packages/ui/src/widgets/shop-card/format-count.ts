const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with grouped thousands ('12,480'), the way prices are grouped; negative or missing counts show 0. */
export function formatCount(count: number): string {
  return counts.format(Number.isFinite(count) && count > 0 ? count : 0);
}
