import { z } from 'zod/mini';
import { requiredText } from './shared';

/** Body of `POST /contact` (reference server only; the legacy backend has no contact call). */
export const contactBodySchema = z
  .object({
    name: requiredText('Name is required'),
    email: requiredText('Email is required'),
    message: requiredText('Message is required'),
  })
  .register(z.globalRegistry, { id: 'ContactBody' });

export type ContactBody = z.input<typeof contactBodySchema>;
