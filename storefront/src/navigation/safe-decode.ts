/** A URL segment decoded, or as it is when it is not valid percent-encoding (a hand-typed '%'). */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
