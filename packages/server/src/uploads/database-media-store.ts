import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media } from '../db/schema';
import type { MediaStore } from './media-store';

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Images as rows of the `media` table: every instance on the database reads them, and backups hold them. */
export function databaseStore(db: Database): MediaStore {
  return {
    async save(name, bytes, contentType) {
      await db.insert(media).values({ key: name, contentType, bytes: asBuffer(bytes) });
    },
    async read(name) {
      const [row] = await db
        .select({ bytes: media.bytes, contentType: media.contentType })
        .from(media)
        .where(eq(media.key, name));
      return row ?? null;
    },
    async remove(name) {
      await db.delete(media).where(eq(media.key, name));
    },
  };
}
