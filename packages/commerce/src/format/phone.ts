/** The country calling code shown before phone numbers. */
export const PHONE_COUNTRY_CODE = '+92';

/** Ten digits starting with 3: a Pakistani mobile number without +92, the one form phones are stored and sent in. */
export const PHONE_PATTERN = /^3\d{9}$/;

/** What a typed phone may hold besides digits: a leading +, spaces, dashes, dots and brackets. */
const PHONE_TYPING = /^\+?[\d\s().-]+$/;

/**
 * Reduces a Pakistani mobile number to its ten national digits ('3XXXXXXXXX'), accepting '+92 …', '0092…', '03…',
 * '+92 03…' and separators. Returns the bare digits unchanged when they do not look like a mobile number.
 */
export function normalisePakistaniPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0092')) digits = digits.slice(4);
  else if (digits.startsWith('92') && digits.length === 12) digits = digits.slice(2);
  // '+92 0300 …': the trunk 0 kept after the country code.
  else if (digits.startsWith('920') && digits.length === 13) digits = digits.slice(3);
  if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  return digits;
}

/**
 * The one form a phone is stored and sent in (ARCHITECTURE §5.9): a mobile number typed as Pakistanis type it
 * (`03001234567`, `+923001234567`, `+92 300 1234567`, `0300-1234567`, `3001234567`) becomes its ten national digits
 * `3001234567`, the form the legacy backend's sign-up and sign-in expect. Anything else (letters, a landline, too few
 * digits) comes back trimmed and otherwise unchanged, so that validation refuses what was actually typed.
 */
export function canonicalPhone(typed: string): string {
  const trimmed = typed.trim();
  if (!PHONE_TYPING.test(trimmed)) return trimmed;
  const digits = normalisePakistaniPhone(trimmed);
  return PHONE_PATTERN.test(digits) ? digits : trimmed;
}

/** True when `phone` is already in the stored form: ten digits starting with 3. */
export function isCanonicalPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** Formats a mobile number as '+92 3XX XXXXXXX'; anything that is not ten digits starting with 3 gets only the prefix. */
export function formatPhone(phone: string): string {
  const digits = normalisePakistaniPhone(phone);
  if (PHONE_PATTERN.test(digits)) return `${PHONE_COUNTRY_CODE} ${digits.slice(0, 3)} ${digits.slice(3)}`;
  return digits === '' ? '' : `${PHONE_COUNTRY_CODE} ${digits}`;
}
