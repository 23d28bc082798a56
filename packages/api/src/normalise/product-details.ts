import type { ProductDetailList } from '@sauda/commerce';

const KEY_NAMES = ['key', 'name', 'label', 'title', 'attribute', 'property'];
const VALUE_NAMES = ['value', 'detail', 'description', 'text'];
const MAX_KEY_LENGTH = 40;

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(scalar).filter((part) => part !== undefined);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
}

function field(record: Record<string, unknown>, names: readonly string[]): string | undefined {
  for (const [name, value] of Object.entries(record)) {
    if (names.includes(name.toLowerCase())) return scalar(value);
  }
  return undefined;
}

function addLine(list: ProductDetailList, line: string) {
  const text = line.trim();
  if (!text) return;
  const colon = text.indexOf(':');
  const key = colon > 0 ? text.slice(0, colon).trim() : '';
  const value = colon > 0 ? text.slice(colon + 1).trim() : '';
  if (key && value && key.length <= MAX_KEY_LENGTH) list.entries.push({ key, value });
  else list.notes.push(text);
}

function addRecord(list: ProductDetailList, record: Record<string, unknown>) {
  const key = field(record, KEY_NAMES);
  const value = field(record, VALUE_NAMES);
  if (key !== undefined && value !== undefined) {
    list.entries.push({ key, value });
    return;
  }
  if (key !== undefined || value !== undefined) {
    list.notes.push((key ?? value) as string);
    return;
  }
  // `{ Fabric: 'Lawn', Pieces: 3 }`: every property is a row.
  for (const [name, raw] of Object.entries(record)) {
    const text = scalar(raw);
    if (text !== undefined && name.trim()) list.entries.push({ key: name.trim(), value: text });
  }
}

function add(list: ProductDetailList, item: unknown) {
  if (typeof item === 'string') {
    for (const line of item.split(/\r?\n/)) addLine(list, line);
  } else if (Array.isArray(item)) {
    for (const each of item) add(list, each);
  } else if (item !== null && typeof item === 'object') {
    addRecord(list, item as Record<string, unknown>);
  } else {
    const text = scalar(item);
    if (text !== undefined) list.notes.push(text);
  }
}

function parsed(details: unknown): unknown {
  if (typeof details !== 'string') return details;
  const text = details.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return details;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return details;
  }
}

/**
 * Reads the seller centre's free-form "product details" (legacy `Detail`, shape never defined): an array of
 * `{ key, value }` (any letter case, or name/label/title with value/description), plain objects, 'Key: value' strings,
 * a JSON string of any of these, or nothing. Whatever has no key becomes a note.
 */
export function productDetailList(details: unknown): ProductDetailList {
  const list: ProductDetailList = { entries: [], notes: [] };
  add(list, parsed(details));
  return list;
}
