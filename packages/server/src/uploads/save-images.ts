import type { MediaStore } from './media-store';
import { type UploadedFile, processImage } from './process-image';
import { UPLOAD_CONTENT_TYPE, newUploadName, uploadNameOf, uploadUrl } from './upload-url';

/**
 * Checks and re-encodes every file first (one bad file stores nothing), then stores them all; resolves with their
 * URLs in the given order.
 */
export async function saveImages(store: MediaStore, files: readonly UploadedFile[]): Promise<string[]> {
  const encoded: Buffer[] = [];
  for (const file of files) encoded.push(await processImage(file));
  const urls: string[] = [];
  try {
    for (const bytes of encoded) {
      const name = newUploadName();
      await store.save(name, bytes, UPLOAD_CONTENT_TYPE);
      urls.push(uploadUrl(name));
    }
  } catch (error) {
    await discardImages(store, urls);
    throw error;
  }
  return urls;
}

/** Deletes stored images by URL (a write that failed after storing them, a replaced picture); others are ignored. */
export async function discardImages(store: MediaStore, urls: readonly (string | null | undefined)[]): Promise<void> {
  for (const url of urls) {
    const name = uploadNameOf(url);
    if (name) await store.remove(name).catch(() => undefined);
  }
}
