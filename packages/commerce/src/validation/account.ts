import { z } from 'zod';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MESSAGE_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from './messages';
import { passwordSchema } from './password';
import { profilePhoneSchema } from './phone';
import { requiredText } from './required-text';

/** A required, well-formed email ('Email is required', then 'Please enter a valid email address.'). */
export const emailSchema = requiredText(EMAIL_REQUIRED_MESSAGE).pipe(z.email({ error: EMAIL_INVALID_MESSAGE }));

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

/** The contact form: name, email and message. */
export const contactFormSchema = z.object({
  name: requiredText(NAME_REQUIRED_MESSAGE),
  email: emailSchema,
  message: requiredText(MESSAGE_REQUIRED_MESSAGE),
});
