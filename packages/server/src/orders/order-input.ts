import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  checkoutAddressSchema,
  isUuid,
  MAX_QUANTITY_MESSAGE,
} from '@sauda/commerce';
import { z } from 'zod';
import { COUPON_CODE_MAX, COUPON_CODE_TOO_LONG } from './coupon-rules';

/** Lines one order may hold (a cart is far smaller; this only bounds the work of one request). */
export const MAX_ORDER_LINES = 100;
const MAX_FIELD_LENGTH = 300;

/** The texts of order creation failures that are not in the spec. */
export const ORDER_MESSAGES = {
  emptyCart: 'The cart is empty.',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} lines.`,
  productIdRequired: 'Every cart line needs a product id.',
  productIdInvalid: 'Invalid product id format in the cart.',
  quantityRange: `Quantity must be a whole number from ${CART_MIN_QUANTITY} to ${CART_MAX_QUANTITY}.`,
  fieldTooLong: `Order fields must be at most ${MAX_FIELD_LENGTH} characters.`,
  userIdRequired: 'userId is required',
  userIdInvalid: 'Invalid id format',
} as const;

const option = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .pipe(z.string().max(MAX_FIELD_LENGTH, ORDER_MESSAGES.fieldTooLong));

/** One cart line: the product, its options and a quantity; the client's price, name and image are ignored. */
const lineSchema = z.object({
  id: z
    .string({ error: ORDER_MESSAGES.productIdRequired })
    .refine(isUuid, ORDER_MESSAGES.productIdInvalid)
    .transform((id) => id.toLowerCase()),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityRange })
    .int(ORDER_MESSAGES.quantityRange)
    .min(CART_MIN_QUANTITY, ORDER_MESSAGES.quantityRange)
    .max(CART_MAX_QUANTITY, MAX_QUANTITY_MESSAGE),
  color: option,
  size: option,
});

/** A requested line: product id, colour and size ('' when none) and quantity. */
export type RequestedLine = z.output<typeof lineSchema>;

const groupSchema = z.object({
  items: z.array(lineSchema, { error: ORDER_MESSAGES.emptyCart }).max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
});

/** The order body without its address: who orders, the coupon and the cart (grouped by shop on the wire). */
export const orderBodySchema = z.object({
  userId: z
    .string({ error: ORDER_MESSAGES.userIdRequired })
    .refine(isUuid, ORDER_MESSAGES.userIdInvalid)
    .transform((id) => id.toLowerCase()),
  couponCode: z
    .string()
    .trim()
    .max(COUPON_CODE_MAX, COUPON_CODE_TOO_LONG)
    .nullish()
    .transform((code) => code ?? ''),
  cartItems: z
    .array(groupSchema, { error: ORDER_MESSAGES.emptyCart })
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines)
    .transform((groups) => groups.flatMap((group) => group.items))
    .refine((lines) => lines.length > 0, ORDER_MESSAGES.emptyCart)
    .refine((lines) => lines.length <= MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
});

const longest = (value: object) =>
  Math.max(0, ...Object.values(value).map((v) => (typeof v === 'string' ? v.length : 0)));

/** The delivery address by commerce's checkout rule ('All fields are required.'), fields bounded in length. */
export const orderAddressSchema = checkoutAddressSchema.refine(
  (address) => longest(address) <= MAX_FIELD_LENGTH,
  ORDER_MESSAGES.fieldTooLong,
);
