import { normaliseId } from '../ids/same-id';
import type { CartLine, ShopCartGroup } from '../types';

/** Groups cart lines by shop for the order payload, shops in first-seen order, lines in cart order. */
export function groupCartByShop(lines: readonly CartLine[]): ShopCartGroup[] {
  const groups: ShopCartGroup[] = [];
  const byShop = new Map<string, ShopCartGroup>();
  for (const line of lines) {
    const key = normaliseId(line.shopId);
    let group = byShop.get(key);
    if (!group) {
      group = { shopId: line.shopId, items: [] };
      byShop.set(key, group);
      groups.push(group);
    }
    group.items.push(line);
  }
  return groups;
}
