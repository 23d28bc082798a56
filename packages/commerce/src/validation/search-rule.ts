/** True when the search box's text may be submitted: non-blank after trimming (§5). */
export function isSubmittableSearch(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}
