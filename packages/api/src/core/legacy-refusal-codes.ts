import type { RefusalCode, RefusalParams } from '../wire/errors';

/** A refusal's code and what its text names, read from a backend's sentence. */
export interface ReadRefusal {
  code: RefusalCode;
  params?: RefusalParams;
}

/**
 * The original backend's refusal texts (legacy-api-contract.md), each with the reference server's code for the same
 * reason, so a client branches on one code and shows one text (in the shopper's language) whichever backend it talks
 * to. A text with a number in it gives that number as a param. Texts not listed here have no code.
 */
const LEGACY_TEXTS: readonly [RegExp, RefusalCode, ((match: RegExpMatchArray) => RefusalParams)?][] = [
  [/^Invalid [\w ]*format$/, 'invalid_id'],
  [/^(Email is required|All required fields must be provided|User ID is missing)$/, 'validation_failed'],
  [
    /^(Coupon code and order value are required\.|User ID and reason for (cancellation|return) are required\.)$/,
    'validation_failed',
  ],
  [/^User ID and question are required$/, 'validation_failed'],
  [/^User not found( or not verified)?$/, 'user_not_found'],
  [/^User already exists!$/, 'user_exists'],
  [/^Invalid Password$/, 'invalid_password'],
  [/^Verification code is invalid$/, 'verification_code_invalid'],
  [/^Verification code is expired$/, 'verification_code_expired'],
  [/^Reset code is expired\. Please request a new one\.$/, 'reset_code_expired'],
  [/^(Invalid reset code\.|Invalid or expired reset code)$/, 'reset_code_invalid'],
  [/^Product not found\.?$/, 'product_not_found'],
  [/^Shop not found$/, 'shop_not_found'],
  [/^Item already in wishlist!?$/, 'already_in_wishlist'],
  [/^No review found for this user and product\.$/, 'review_not_found'],
  [/^Only users who have received the product can review it\.$/, 'review_needs_delivery'],
  [/^Invalid, expired, or fully used coupon code\.$/, 'coupon_not_found'],
  [
    /^Order (value|total for the shop) must be at least (\d+(?:\.\d+)?) to use this coupon\.$/,
    'coupon_minimum_not_met',
    (match) => ({ minimum: Number(match[2]) }),
  ],
  [/^Order cannot be canceled\. Ensure it belongs to you/, 'cancellation_not_allowed'],
  [/^Return request denied\. Ensure the order is delivered/, 'return_not_allowed'],
  [/^Return request denied\. The return period has expired\.$/, 'return_window_closed'],
];

/**
 * The code of one of the original backend's refusal texts, or undefined for a text it does not know. Give it to the
 * connection as `refusalOfText` when talking to that backend (`createApiClient({ backend: 'legacy' })` does); a
 * client of the reference server, whose answers carry their code, leaves it out and does not bundle these texts.
 */
export function legacyRefusalOf(text: string): ReadRefusal | undefined {
  for (const [pattern, code, paramsOf] of LEGACY_TEXTS) {
    const match = text.match(pattern);
    if (match) return { code, ...(paramsOf ? { params: paramsOf(match) } : {}) };
  }
  return undefined;
}
