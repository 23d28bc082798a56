import { z } from 'zod/mini';
import { uuidField, wireImages, wireLooseText, wireText } from './shared';

/**
 * The user row of `GET /user/{id}`. Only the fields the storefront reads are kept: the legacy row also carries the
 * password hash and the verification code, which parsing drops.
 */
export const wireUserSchema = z
  .object({
    Id: wireText,
    Name: wireText,
    Phone: wireLooseText,
    Email: wireText,
    Images: wireImages,
  })
  .register(z.globalRegistry, {
    id: 'UserProfile',
    description: 'A user; never carries the password hash or verification code.',
  });

/** Answer of `GET /user/{userId}`. */
export const userAnswerSchema = wireUserSchema;

/** Text fields of `PUT /user/{id}` (multipart); `email` is sent but the server does not change it. */
export const profileUpdateFieldsSchema = z
  .object({
    name: z.string(),
    email: z.optional(z.string()),
    phone: z.string(),
  })
  .register(z.globalRegistry, { id: 'ProfileUpdateFields' });

/** An uploaded file (Blob or File) in a multipart body. */
export const fileSchema = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, { error: 'Expected a file' })
  .register(z.globalRegistry, { type: 'string', format: 'binary' });

/** The multipart body of `PUT /user/{id}`: the text fields plus an optional file under `image`. */
export const profileUpdateFormSchema = z
  .extend(profileUpdateFieldsSchema, { image: z.optional(fileSchema) })
  .register(z.globalRegistry, { id: 'ProfileUpdateForm' });

/** Path of `GET/PUT /user/{id}`. */
export const userPathParamsSchema = z.object({ id: uuidField });

export type WireUser = z.output<typeof wireUserSchema>;
export type ProfileUpdateFields = z.input<typeof profileUpdateFieldsSchema>;
export type ProfileUpdateForm = z.input<typeof profileUpdateFormSchema>;
