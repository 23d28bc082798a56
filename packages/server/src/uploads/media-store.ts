import type { UploadStorage } from '../config';
import type { AppDeps } from '../deps';
import { databaseStore } from './database-media-store';
import { s3Store } from './s3-media-store';

/** A stored image with the content type it is served as. */
export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where stored images live, by name (`<uuid>.webp`). Every server instance must read what any other saved: the
 * database and S3 stores are shared, the memory store is for tests only.
 */
export interface MediaStore {
  save(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored image, or null when there is none of that name. */
  read(name: string): Promise<StoredMedia | null>;
  /** Deletes the image if it exists. */
  remove(name: string): Promise<void>;
}

/** Images kept in this process only (tests). */
export function memoryStore(): MediaStore {
  const files = new Map<string, StoredMedia>();
  return {
    async save(name, bytes, contentType) {
      files.set(name, { bytes: Buffer.from(bytes), contentType });
    },
    async read(name) {
      return files.get(name) ?? null;
    },
    async remove(name) {
      files.delete(name);
    },
  };
}

/** A store of `storage` (a new memory store each call). */
export function mediaStoreFor(storage: UploadStorage, db: AppDeps['db']): MediaStore {
  if (storage === 'memory') return memoryStore();
  if (storage === 'database') return databaseStore(db);
  return s3Store(storage.s3);
}

const stores = new WeakMap<AppDeps['config'], MediaStore>();

/** The one store of an app (its route groups share the config object, so they share a memory store too). */
export function mediaStoreOf(deps: Pick<AppDeps, 'config' | 'db'>): MediaStore {
  let store = stores.get(deps.config);
  if (!store) {
    store = mediaStoreFor(deps.config.uploadStorage ?? 'database', deps.db);
    stores.set(deps.config, store);
  }
  return store;
}
