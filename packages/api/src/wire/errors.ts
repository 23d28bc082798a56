/**
 * The machine-readable `code` every 4xx answer of the reference server carries next to its `message`: one per reason
 * the request was refused (`REFUSALS`), so a client can branch on it and say it in the shopper's language, never
 * parsing the message (which is for people, in English, and may change). A code never changes its meaning; a new
 * reason gets a new code.
 *
 * Each status also has a general code (`ERROR_CODES`), answered where nothing more specific applies: a request the
 * schema refuses (`validation_failed`), an address no route serves (`not_found`), a body over the size limit.
 */
export const ERROR_CODES = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
} as const;

/** A 4xx status the reference server answers. */
export type ErrorStatus = keyof typeof ERROR_CODES;

/**
 * Every reason the reference server refuses a request, by code, with its status. Where the message names something
 * (a product, a file, a number), the answer's `params` carry it under the names given here, so a client can put it in
 * its own sentence.
 */
export const REFUSALS = {
  // 400: the request cannot be done as sent.
  validation_failed: 400,
  invalid_json: 400,
  /** A path or body id that is not a UUID. */
  invalid_id: 400,
  /** A text holds a NUL character. */
  nul_character: 400,
  invalid_form: 400,
  /** params: `field`. */
  field_not_text: 400,
  /** params: `field`. */
  field_not_image: 400,
  /** params: `file`, `maxBytes`. */
  image_too_large: 400,
  /** params: `file`, `maxPixels`. */
  image_too_many_pixels: 400,
  /** params: `file`. */
  image_damaged: 400,
  invalid_cursor: 400,
  too_many_listing_sources: 400,
  price_range_invalid: 400,
  idempotency_key_invalid: 400,
  /** params: `product`. */
  colour_required: 400,
  /** params: `product`. */
  size_required: 400,
  /** params: `product`, `colour`. */
  colour_unavailable: 400,
  /** params: `product`, `size`. */
  size_unavailable: 400,
  /** params: `id`. */
  product_unavailable: 400,
  /** params: `product`. */
  not_for_sale: 400,
  /** params: `max`. */
  quantity_too_large: 400,
  invalid_coupon: 400,
  coupon_not_for_cart: 400,
  /** params: `minimum`, and `shop` when the coupon's shop is known. */
  coupon_minimum_not_met: 400,
  user_exists: 400,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  reset_code_invalid: 400,
  reset_code_expired: 400,
  product_mismatch: 400,
  /** params: `max`. */
  review_too_long: 400,
  /** params: `max`. */
  name_too_long: 400,
  phone_invalid: 400,
  too_many_images: 400,
  // 401: who is asking is not known.
  unauthorized: 401,
  session_expired: 401,
  invalid_password: 401,
  // 403: known, and not allowed.
  forbidden: 403,
  /** A browser page of another site (CORS). */
  origin_not_allowed: 403,
  not_your_data: 403,
  not_your_order: 403,
  cancellation_not_allowed: 403,
  return_not_allowed: 403,
  return_window_closed: 403,
  review_needs_delivery: 403,
  // 404: nothing there.
  not_found: 404,
  product_not_found: 404,
  shop_not_found: 404,
  user_not_found: 404,
  order_not_found: 404,
  review_not_found: 404,
  image_not_found: 404,
  not_in_wishlist: 404,
  coupon_not_found: 404,
  // 409: the state does not allow it (again).
  conflict: 409,
  already_in_wishlist: 409,
  already_reviewed: 409,
  order_already_cancelled: 409,
  return_already_requested: 409,
  address_exists: 409,
  phone_taken: 409,
  order_in_progress: 409,
  /** Another request changed the same rows at once: sending it again may succeed. */
  request_clashed: 409,
  // 413, 415, 422, 429.
  payload_too_large: 413,
  unsupported_media_type: 415,
  form_required: 415,
  unsupported_image: 415,
  unprocessable: 422,
  idempotency_key_reused: 422,
  /** params: `retryAfterSeconds`. */
  rate_limited: 429,
} as const satisfies Record<string, ErrorStatus>;

/** The code of a 4xx answer. */
export type RefusalCode = keyof typeof REFUSALS;

/** What a refusal's `params` may name. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/** Every code a 4xx answer of `status` may carry, its general code first. */
export function refusalCodesOf(status: ErrorStatus): RefusalCode[] {
  const general = ERROR_CODES[status];
  const specific = (Object.keys(REFUSALS) as RefusalCode[]).filter(
    (code) => REFUSALS[code] === status && code !== general,
  );
  return [general, ...specific];
}

/** Whether `code` is one of the reference server's refusal codes. */
export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(REFUSALS, code);
}

/** The code of an unexpected server error (500). */
export const INTERNAL_ERROR_CODE = 'internal_error';

/** A 4xx status a route may refuse with any other status than those listed (e.g. a framework's 405). */
export const OTHER_REFUSAL_CODE = 'request_refused';

/** The general `code` for an error answer of `status`. */
export function errorCodeOf(status: number): string {
  if (status in ERROR_CODES) return ERROR_CODES[status as ErrorStatus];
  return status >= 500 ? INTERNAL_ERROR_CODE : OTHER_REFUSAL_CODE;
}
