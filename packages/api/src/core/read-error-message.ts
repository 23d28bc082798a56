/**
 * The server's error text, wherever this route put it: `message`, then `msg`, then `error` when it is a string
 * (legacy routes also send `error: true` next to `msg`). Blank texts count as none.
 */
export function readErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return nonBlank(body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  return nonBlank(record.message) ?? nonBlank(record.msg) ?? nonBlank(record.error);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
