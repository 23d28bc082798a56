import { z } from 'zod';
import { canonicalPhone } from '../format/phone';
import { PHONE_REQUIRED_MESSAGE } from './messages';
import { profilePhoneError } from './phone';

/**
 * The profile phone as a schema, applying `profilePhoneError`; its output is the stored form (`canonicalPhone`:
 * '0300-1234567' comes out as '3001234567').
 */
export const profilePhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .superRefine((value, context) => {
    const message = profilePhoneError(value);
    if (message) context.addIssue({ code: 'custom', message });
  })
  .transform(canonicalPhone);
