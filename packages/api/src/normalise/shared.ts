import { normaliseId } from '@sauda/commerce';

/** What a write call resolves with: the server's text, or the call's success text when it sent none. */
export interface WriteResult {
  message: string;
}

/** Ids as the domain holds them: trimmed and lower-case (the legacy backend sends GUIDs in upper case). */
export function toId(id: string): string {
  return normaliseId(id);
}

/** An optional id, lower-cased; null when absent or blank. */
export function toOptionalId(id: string | null | undefined): string | null {
  if (id == null || id.trim() === '') return null;
  return normaliseId(id);
}

/** Text that may be null, read as '' when absent. */
export function text(value: string | null | undefined): string {
  return value ?? '';
}

/** The server's message of a write answer, else the given success text. */
export function toWriteResult(answer: { message?: string | undefined; msg?: string | undefined }, success: string) {
  const message = answer.message?.trim() || answer.msg?.trim() || success;
  return { message } satisfies WriteResult;
}
