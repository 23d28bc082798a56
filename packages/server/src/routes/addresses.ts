import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import type { Database } from '../db/database';
import { addresses, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { readBody, readQuery } from '../validate';

const field = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

// The postcode is optional (Sauda): most Pakistani addresses are delivered without one.
const REQUIRED = ['email', 'streetAddressLine1', 'city', 'state'] as const;

const addressBody = z
  .object({
    email: field('email', 254),
    streetAddressLine1: field('streetAddressLine1', 200),
    streetAddressLine2: field('streetAddressLine2', 200),
    city: field('city', 100),
    state: field('state', 100),
    zipCode: field('zipCode', 20),
  })
  .superRefine((address, context) => {
    const missing = REQUIRED.filter((name) => address[name] === '');
    if (missing.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `All required fields must be provided (missing: ${missing.join(', ')})`,
      });
    }
  });

const addressQuery = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
});

/** The signed-in user, who must own `email` (403 for anyone else's address, without saying whether it exists). */
async function ownerOf(db: Database, userId: string, email: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refuse('user_not_found', 'User not found');
  if (user.email.toLowerCase() !== email.toLowerCase())
    throw refuse('not_your_data', 'You may only access your own address');
  return user;
}

/**
 * The saved delivery address (one per user), found by the owner's e-mail as on the legacy backend:
 * `GET /addresses/address?email=`, `POST /addresses/create`, `PUT /addresses/edit` (creates when none is saved).
 */
export function addressRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get('/addresses/address', async (c) => {
      const userId = await requireUser(c, deps);
      const user = await ownerOf(db, userId, readQuery(c, addressQuery).email);
      const [address] = await db.select().from(addresses).where(eq(addresses.userId, user.id));
      return c.json({
        Name: user.name,
        Phone: user.phone,
        Email: user.email,
        streetAddressLine1: address?.streetAddressLine1 ?? null,
        streetAddressLine2: address?.streetAddressLine2 ?? null,
        city: address?.city ?? null,
        state: address?.state ?? null,
        zipCode: address?.zipCode ?? null,
      });
    })
    .post('/addresses/create', async (c) => {
      const userId = await requireUser(c, deps);
      const { email, ...address } = await readBody(c, addressBody);
      const user = await ownerOf(db, userId, email);
      const created = await db
        .insert(addresses)
        .values({ userId: user.id, ...address })
        .onConflictDoNothing({ target: addresses.userId })
        .returning({ id: addresses.id });
      if (created.length === 0) {
        throw refuse('address_exists', 'An address is already saved. Use PUT /addresses/edit to change it.');
      }
      return c.json({ message: 'Address created successfully' }, 201);
    })
    .put('/addresses/edit', async (c) => {
      const userId = await requireUser(c, deps);
      const { email, ...address } = await readBody(c, addressBody);
      const user = await ownerOf(db, userId, email);
      await db
        .insert(addresses)
        .values({ userId: user.id, ...address })
        .onConflictDoUpdate({ target: addresses.userId, set: address });
      return c.json({ message: 'Address updated successfully' }, 201);
    });
}
