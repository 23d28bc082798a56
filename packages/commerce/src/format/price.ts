import { groupThousands } from './group-thousands';

/** The currency label shown before prices. */
export const CURRENCY_LABEL = 'Rs';

/**
 * Formats rupees as 'Rs 1,500': thousands grouped with commas, whole rupees unless the amount has paisa
 * ('Rs 1,500.50'). Written by hand rather than with Intl so no locale or ICU build changes the output.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return `${CURRENCY_LABEL} 0`;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const paisa = cents % 100;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const text = groupThousands(String(whole)) + (paisa === 0 ? '' : `.${String(paisa).padStart(2, '0')}`);
  return `${sign}${CURRENCY_LABEL} ${text}`;
}
