import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from './media-store';
import { UPLOAD_CONTENT_TYPE, isUploadName } from './upload-url';

/**
 * Moves the images an earlier version kept as files in `dir` (`SAUDA_DATA_DIR/uploads`) into the shared media store,
 * so their URLs keep answering; then renames the folder to `uploads.imported-<time>`, so this runs once. Resolves with the
 * number of images moved (0 when there is no such folder).
 */
export async function importDiskUploads(dir: string, store: MediaStore): Promise<number> {
  if (!existsSync(dir)) return 0;
  let moved = 0;
  for (const name of await readdir(dir)) {
    if (!isUploadName(name) || (await store.read(name))) continue;
    await store.save(name, await readFile(join(dir, name)), UPLOAD_CONTENT_TYPE);
    moved += 1;
  }
  await rename(dir, `${dir}.imported-${Date.now()}`);
  return moved;
}
