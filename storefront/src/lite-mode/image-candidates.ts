import { IMAGE_WIDTHS, resizedImageUrl } from '@sauda/api';
import type { ImageCandidate } from '@sauda/ui';

/**
 * The widths a picture URL of the reference server comes in, for the kit's `srcset`; none for other URLs (the legacy
 * backend's pictures, stored SVG placeholders). In Lite mode each file claims the next wider step of the ladder, so
 * the browser picks one a step smaller than the slot needs, at the server's lite quality.
 */
export function imageCandidates(url: string, lite: boolean): ImageCandidate[] | undefined {
  const candidates: ImageCandidate[] = [];
  for (const [index, width] of IMAGE_WIDTHS.entries()) {
    const file = resizedImageUrl(url, width, lite ? 'lite' : 'standard');
    if (!file) return undefined;
    // The widest file claims its own width: a slot wider than the ladder gets the widest file either way.
    const claimed = lite ? (IMAGE_WIDTHS[index + 1] ?? width) : width;
    if (lite && claimed === width && index > 0) continue;
    candidates.push({ url: file, width: claimed });
  }
  return candidates;
}
