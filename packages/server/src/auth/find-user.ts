import { canonicalPhone } from '@sauda/commerce';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/** The user with this e-mail (case-insensitive), or null. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

/** The user with this e-mail, or with this phone (typed in any usual form) when `login` has no @. */
export async function findUserByLogin(db: Database, login: string) {
  if (login.includes('@')) return findUserByEmail(db, login);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.phone, canonicalPhone(login)));
  return user ?? null;
}
