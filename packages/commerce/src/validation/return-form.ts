import { z } from 'zod';
import {
  RETURN_ORDER_ID_INVALID_MESSAGE,
  RETURN_OTHER_REASON_REQUIRED_MESSAGE,
  RETURN_POLICY_REQUIRED_MESSAGE,
  RETURN_REASON_REQUIRED_MESSAGE,
} from './messages';
import { uuidSchema } from './uuid';

/** The 'Reason for Return' options, in dropdown order. */
export const RETURN_REASONS = [
  'Damaged Item',
  'Wrong Item Shipped',
  'Unsatisfactory Quality',
  'Changed My Mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * 'Return My Order': UUID order id ('Invalid order ID format.'), the policy checkbox ('Please agree to the return
 * policy.'), a reason from the list, and the specify text when the reason is Other (otherwise it is emptied).
 */
export const returnFormSchema = z
  .object({
    orderId: uuidSchema(RETURN_ORDER_ID_INVALID_MESSAGE),
    agreed: z.literal(true, { error: RETURN_POLICY_REQUIRED_MESSAGE }),
    reason: z.enum(RETURN_REASONS, { error: RETURN_REASON_REQUIRED_MESSAGE }),
    otherReason: z
      .string()
      .nullish()
      .transform((value) => value?.trim() ?? ''),
  })
  .refine((value) => value.reason !== 'Other' || value.otherReason !== '', {
    message: RETURN_OTHER_REASON_REQUIRED_MESSAGE,
    path: ['otherReason'],
  })
  .transform((value) => ({ ...value, otherReason: value.reason === 'Other' ? value.otherReason : '' }));

export type ReturnFormInput = z.input<typeof returnFormSchema>;
export type ReturnForm = z.output<typeof returnFormSchema>;
