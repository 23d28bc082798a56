import { randomUUID } from 'node:crypto';

/** Path of the stored images under /api/v1. */
export const UPLOADS_PATH = '/media/uploads';

const NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Every stored image is re-encoded as WebP. */
export const UPLOAD_CONTENT_TYPE = 'image/webp';

/** A fresh, unguessable file name for a stored image. */
export const newUploadName = () => `${randomUUID()}.webp`;

/** True for names `newUploadName` makes (nothing else is ever read from the store: no path tricks). */
export const isUploadName = (name: string) => NAME_PATTERN.test(name);

/** The stable URL a stored image is served at. */
export const uploadUrl = (name: string) => `/api/v1${UPLOADS_PATH}/${name}`;

/** The stored file name behind a URL `uploadUrl` made, else null (seeded placeholders, external URLs). */
export function uploadNameOf(url: string | null | undefined): string | null {
  const prefix = `/api/v1${UPLOADS_PATH}/`;
  if (!url?.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return isUploadName(name) ? name : null;
}
