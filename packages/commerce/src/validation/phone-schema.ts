import { z } from 'zod';
import { PHONE_REQUIRED_MESSAGE } from './messages';
import { profilePhoneError } from './phone';

/** The profile phone as a schema (trimmed output), applying `profilePhoneError`. */
export const profilePhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .superRefine((value, context) => {
    const message = profilePhoneError(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
