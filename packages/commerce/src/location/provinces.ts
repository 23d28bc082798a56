/** The only delivery country; the checkout field is fixed and read-only. */
export const COUNTRY = 'Pakistan';

/** The provinces (and the capital territory) of the checkout's province dropdown, in dropdown order. */
export const PROVINCES = ['Balochistan', 'Khyber Pakhtunkhwa', 'Punjab', 'Sindh', 'Islamabad'] as const;
export type Province = (typeof PROVINCES)[number];

/** True for one of the five province names (exact spelling). */
export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);
}
