import { z } from 'zod';
import { applyFormCheck } from './form-check';
import { checkCancelForm } from './cancel-form-rule';

/** `checkCancelForm` as a schema (the server validates requests with it). */
export const cancelFormSchema = z
  .object({ orderId: z.string().catch(''), reason: z.string().catch('') })
  .transform((input, context) => applyFormCheck(checkCancelForm(input), context));
