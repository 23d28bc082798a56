import { contactFormSchema } from '@sauda/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import { contactMessages } from '../db/schema';
import type { AppDeps } from '../deps';
import { readBody } from '../validate';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .default('');

/** Bounds the fields before the commerce rule (required, well-formed e-mail) applies its spec messages. */
const contactBody = z
  .object({ name: text('Name', 100), email: text('Email', 254), message: text('Message', 5000) })
  .pipe(contactFormSchema);

/** `POST /contact` `{ name, email, message }`: the contact form, stored for the support team (201). */
export function contactRoutes({ db }: AppDeps) {
  return new Hono().post('/contact', async (c) => {
    const body = await readBody(c, contactBody);
    await db.insert(contactMessages).values(body);
    return c.json({ message: 'Thank you! Your message has been sent. We will reply soon.' }, 201);
  });
}
