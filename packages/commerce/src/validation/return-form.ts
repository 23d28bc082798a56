import { z } from 'zod';
import { applyFormCheck } from './form-check';
import { checkReturnForm } from './return-form-rule';

/** `checkReturnForm` as a schema (the server validates requests with it). */
export const returnFormSchema = z
  .object({
    orderId: z.string().catch(''),
    reason: z.string().nullish().catch(null),
    otherReason: z.string().nullish().catch(null),
    agreed: z.boolean().catch(false),
  })
  .transform((input, context) => applyFormCheck(checkReturnForm(input), context));
