// PostgreSQL's COPY text format (the default of `COPY … FROM STDIN` and of PGlite's `/dev/blob`): one line per row,
// fields separated by tabs, `\N` for NULL, backslash escapes for the characters that would end a field or a line.

/** A value as a COPY text field. */
export type CopyValue = string | number | boolean | null | readonly string[] | object;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escapeField(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character]!);
}

/** A text array literal, every element quoted (`{"Navy Blue","Black"}`). */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

function field(value: CopyValue, arrayColumn: boolean): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeField(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (arrayColumn) return escapeField(arrayLiteral(value as readonly string[]));
  return escapeField(JSON.stringify(value));
}

/**
 * Rows as COPY text for `columns`; a column named in `arrayColumns` takes a string list as a PostgreSQL array, any
 * other object is written as JSON (jsonb columns).
 */
export class CopyRows {
  readonly #lines: string[] = [];
  readonly #arrays: boolean[];

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
    arrayColumns: readonly string[] = [],
  ) {
    this.#arrays = columns.map((column) => arrayColumns.includes(column));
  }

  /** Adds one row, its values in the order of `columns`. */
  add(values: readonly CopyValue[]): void {
    this.#lines.push(values.map((value, n) => field(value, this.#arrays[n]!)).join('\t'));
  }

  get size(): number {
    return this.#lines.length;
  }

  /** The rows so far as one COPY text, and forgets them. */
  take(): string {
    const text = this.#lines.length ? `${this.#lines.join('\n')}\n` : '';
    this.#lines.length = 0;
    return text;
  }
}
