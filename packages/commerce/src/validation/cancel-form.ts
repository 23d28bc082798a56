import { z } from 'zod';
import { CANCEL_ORDER_ID_INVALID_MESSAGE, CANCEL_REASON_REQUIRED_MESSAGE } from './messages';
import { requiredText } from './required-text';
import { uuidSchema } from './uuid';

/** 'Cancel My Order': a UUID order id ('Invalid Order ID. Please enter a valid Order ID.') and a reason. */
export const cancelFormSchema = z.object({
  orderId: uuidSchema(CANCEL_ORDER_ID_INVALID_MESSAGE),
  reason: requiredText(CANCEL_REASON_REQUIRED_MESSAGE),
});

export type CancelFormInput = z.input<typeof cancelFormSchema>;
export type CancelForm = z.output<typeof cancelFormSchema>;
