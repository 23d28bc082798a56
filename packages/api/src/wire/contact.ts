import { z } from 'zod';

/** Body of `POST /contact` (reference server only; the legacy backend has no contact call). */
export const contactBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    email: z.string().trim().min(1, 'Email is required'),
    message: z.string().trim().min(1, 'Message is required'),
  })
  .meta({ id: 'ContactBody' });

export type ContactBody = z.input<typeof contactBodySchema>;
