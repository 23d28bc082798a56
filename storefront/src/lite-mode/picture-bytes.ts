/** What the pictures of this visit cost, from the browser's resource timings. */
export interface PictureBytes {
  /** Bytes of pictures that came over the network (a picture from the browser's cache counts 0). */
  bytes: number;
  /** Of those, the bytes of Lite files. */
  liteBytes: number;
  /** About what the Lite files would have cost at full size, less what they cost. */
  savedBytes: number;
}

/**
 * A Lite file (a step narrower, lower quality) is about half its full-size file: measured on the demo's pictures at
 * the ladder's card widths, 2.2× in AVIF and 2.0× in WebP. The saving shown is an estimate from this, not a count.
 */
export const FULL_TO_LITE_RATIO = 2;

const PICTURE_PATH = '/api/v1/media/';

/** Sums the picture requests of this page's life (a client-side navigation keeps it; a reload starts over). */
export function pictureBytes(entries: readonly PerformanceEntry[]): PictureBytes {
  let bytes = 0;
  let liteBytes = 0;
  for (const entry of entries as readonly PerformanceResourceTiming[]) {
    const url = new URL(entry.name, 'http://local');
    if (!url.pathname.startsWith(PICTURE_PATH)) continue;
    const size = entry.transferSize ?? 0;
    bytes += size;
    if (url.searchParams.get('q') === 'lite') liteBytes += size;
  }
  return { bytes, liteBytes, savedBytes: Math.round(liteBytes * (FULL_TO_LITE_RATIO - 1)) };
}

/** `12.3 kB`: bytes as a shopper reads them. */
export const formatKilobytes = (bytes: number) => `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} kB`;
