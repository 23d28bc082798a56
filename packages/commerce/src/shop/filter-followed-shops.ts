/** Followed shops whose name contains the text, case-insensitively ('Search for a shop...'); blank shows all. */
export function filterShopsByName<T extends { name: string }>(shops: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return shops.slice();
  return shops.filter((shop) => shop.name.toLowerCase().includes(needle));
}

/** Follower count after a follow (+1) or unfollow (−1, never below 0). */
export function followersAfter(count: number, action: 'follow' | 'unfollow'): number {
  return action === 'follow' ? count + 1 : Math.max(0, count - 1);
}
