import type { Category, ItemCategory, NamedOption } from '@sauda/commerce';
import type { WireCategory, WireItem, WireNamedOption } from '../wire/catalogue';
import { text, toId } from './shared';

/** An items category (its id drives the category listing). */
export function toItemCategory(item: WireItem): ItemCategory {
  return item.Image
    ? { id: toId(item.Id), name: text(item.Name), image: item.Image }
    : { id: toId(item.Id), name: text(item.Name) };
}

/** A top-level category. */
export function toCategory(category: WireCategory): Category {
  return { id: toId(category.Id), name: text(category.Name), image: text(category.Image) };
}

/** Filter options, each name once (the legacy brand list repeats names across shops); nameless rows dropped. */
export function toNamedOptions(options: readonly WireNamedOption[]): NamedOption[] {
  const seen = new Set<string>();
  const result: NamedOption[] = [];
  for (const option of options) {
    const name = option.Name?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push({ id: toId(option.Id), name });
  }
  return result;
}
