import { isApiError } from '@sauda/api';

/** The server's own text when it sent one (message, msg or error), else the spec's fallback for this step. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.serverMessage : undefined) ?? fallback;
}
