/** The country calling code shown before phone numbers. */
export const PHONE_COUNTRY_CODE = '+92';

/**
 * Reduces a Pakistani mobile number to its ten national digits ('3XXXXXXXXX'), accepting '+92 …', '0092…', '03…'
 * and separators. Returns the bare digits unchanged when they do not look like a mobile number.
 */
export function normalisePakistaniPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0092')) digits = digits.slice(4);
  else if (digits.startsWith('92') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  return digits;
}

/** Formats a mobile number as '+92 3XX XXXXXXX'; anything that is not ten digits starting with 3 gets only the prefix. */
export function formatPhone(phone: string): string {
  const digits = normalisePakistaniPhone(phone);
  if (/^3\d{9}$/.test(digits)) return `${PHONE_COUNTRY_CODE} ${digits.slice(0, 3)} ${digits.slice(3)}`;
  return digits === '' ? '' : `${PHONE_COUNTRY_CODE} ${digits}`;
}
