import { z } from 'zod';
import { contactFormErrors, emailError } from './contact-rule';
import {
  EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from './messages';
import { passwordSchema } from './password';
import { profilePhoneSchema } from './phone-schema';
import { requiredText } from './required-text';

/** A required, well-formed email ('Email is required', then 'Please enter a valid email address.'), trimmed. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .superRefine((value, context) => {
    const message = emailError(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** Login (its screen is not in the spec): email and password required. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, { error: PASSWORD_REQUIRED_MESSAGE }),
});

/** Sign-up (its screen is not in the spec): name, email, phone and a password following the reset rules. */
export const signUpSchema = z
  .object({
    name: requiredText(NAME_REQUIRED_MESSAGE),
    email: emailSchema,
    phone: profilePhoneSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });

/** Profile edit: name and email are not checked (spec §5); the phone is. */
export const profileFormSchema = z.object({
  name: z.string().trim(),
  email: z.string().trim(),
  phone: profilePhoneSchema,
});

/** The contact form: name, email and message, applying `contactFormErrors`; output trimmed. */
export const contactFormSchema = z
  .object({ name: z.string().trim(), email: z.string().trim(), message: z.string().trim() })
  .superRefine((values, context) => {
    for (const [field, message] of Object.entries(contactFormErrors(values))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
