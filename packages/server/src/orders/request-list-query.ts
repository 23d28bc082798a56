import { isUuid } from '@sauda/commerce';
import { z } from 'zod';

/** `?orderId=` of the return and cancellation lists: optional, a UUID when present. */
export const requestListQuerySchema = z.object({
  orderId: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isUuid(value), 'Invalid orderId format')
    .transform((value) => (value ? value.toLowerCase() : undefined)),
});
