import {
  PHONE_INVALID_MESSAGE,
  PHONE_UNAVAILABLE_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  canonicalPhone,
  isPakistaniMobile,
} from '@sauda/commerce';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireSelf } from '../auth/require-user';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/sql-state';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { mediaStoreOf } from '../uploads/media-store';
import { readForm } from '../uploads/read-form';
import { discardImages, saveImages } from '../uploads/save-images';
import { uuidParam } from '../validate';

/** Longest accepted name. */
const NAME_MAX_LENGTH = 100;

type UserRow = typeof users.$inferSelect;

/** The profile on the wire: only what the account page shows, never the password hash or codes. */
function profileWire(user: UserRow) {
  return { Id: user.id, Name: user.name, Phone: user.phone, Email: user.email, Images: user.image };
}

async function findUser(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refuse('user_not_found', 'User not found');
  return user;
}

/**
 * `GET /user/{userId}`: the signed-in user's profile. `PUT /user/{userId}` (multipart `name`, `phone`, optional
 * file `image`; `email` is ignored): blank name or phone keep the old value; answers the updated profile. The phone
 * is accepted as typed ('0300-1234567', '+92 300…') and stored as ten digits ('3001234567').
 */
export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const store = mediaStoreOf(deps);
  return new Hono()
    .get('/user/:userId', async (c) => {
      const userId = uuidParam(c, 'userId');
      await requireSelf(c, deps, userId);
      return c.json(profileWire(await findUser(db, userId)));
    })
    .put('/user/:userId', async (c) => {
      const userId = uuidParam(c, 'userId');
      await requireSelf(c, deps, userId);
      const form = await readForm(c);
      const name = form.text('name');
      const phone = canonicalPhone(form.text('phone'));
      if (name.length > NAME_MAX_LENGTH)
        throw refuse('name_too_long', `Name must be at most ${NAME_MAX_LENGTH} characters`, { max: NAME_MAX_LENGTH });
      if (phone && !isPakistaniMobile(phone)) throw refuse('phone_invalid', PHONE_INVALID_MESSAGE);
      const images = await form.files('image');
      if (images.length > 1) throw refuse('too_many_images', 'Send one profile image');
      const current = await findUser(db, userId);
      if (phone && phone !== current.phone) {
        const [owner] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, phone), ne(users.id, userId)));
        if (owner) throw refuse('phone_taken', PHONE_UNAVAILABLE_MESSAGE);
      }
      const [image] = await saveImages(store, images);
      const rows = await db
        .update(users)
        .set({ name: name || current.name, phone: phone || current.phone, image: image ?? current.image })
        .where(eq(users.id, userId))
        .returning()
        .catch(async (error: unknown) => {
          await discardImages(store, [image]);
          throw isUniqueViolation(error) ? refuse('phone_taken', PHONE_UNAVAILABLE_MESSAGE) : error;
        });
      const updated = rows[0];
      if (!updated) throw refuse('user_not_found', 'User not found');
      if (image) await discardImages(store, [current.image]);
      return c.json({ message: PROFILE_UPDATED_MESSAGE, user: profileWire(updated) });
    });
}
