import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AppConfig, type UploadStorage, uploadStorageOf } from '../config';

/** Where stored images live, by file name (`<uuid>.webp`). */
export interface MediaStore {
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes the file if it exists. */
  remove(name: string): Promise<void>;
}

/** Images as files in `dir`, created on first save. */
export function diskStore(dir: string): MediaStore {
  return {
    async save(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}

/** Images kept in this process only (tests). */
export function memoryStore(): MediaStore {
  const files = new Map<string, Buffer>();
  return {
    async save(name, bytes) {
      files.set(name, Buffer.from(bytes));
    },
    async read(name) {
      return files.get(name) ?? null;
    },
    async remove(name) {
      files.delete(name);
    },
  };
}

function storeFor(storage: UploadStorage): MediaStore {
  return storage === 'memory' ? memoryStore() : diskStore(storage.dir);
}

const stores = new WeakMap<AppConfig, MediaStore>();

/** The one store of an app (its route groups share the config object, so they share a memory store too). */
export function mediaStoreOf(config: AppConfig): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = storeFor(uploadStorageOf(config));
    stores.set(config, store);
  }
  return store;
}
