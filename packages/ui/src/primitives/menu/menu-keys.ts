import type { MenuEntry, MenuItemData } from './menu-types';

/** Every item of a menu, those in sections included, in order. */
export const menuItemsOf = (entries: MenuEntry[]): MenuItemData[] =>
  entries.flatMap((entry) => (entry.type === 'section' ? entry.items : entry.type === 'separator' ? [] : [entry]));

/** Every item of a menu and of its submenus, in order. */
export const everyMenuItem = (entries: MenuEntry[]): MenuItemData[] =>
  menuItemsOf(entries).flatMap((item) => [item, ...(item.items ? everyMenuItem(item.items) : [])]);

/** The plain text of an item, for type-to-select: its `textValue`, or its label when that is a string. */
export const itemText = (item: MenuItemData) => item.textValue ?? (typeof item.label === 'string' ? item.label : '');

/** The items of a menu that can be focused and chosen, in order. */
export function enabledItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])'));
}

/**
 * Type-to-select: the first item after the current one whose text starts with `search` (case-insensitive), wrapping.
 * A longer search may stay on the current item, so typing "or" after "o" keeps "Orders"; one letter typed again and
 * again steps through the items starting with it.
 */
export function itemForSearch(
  items: HTMLElement[],
  current: number,
  search: string,
  textOf: (item: HTMLElement) => string,
): HTMLElement | undefined {
  const first = search.charAt(0);
  const wanted = (search === first.repeat(search.length) ? first : search).toLocaleLowerCase();
  const start = wanted.length > 1 ? Math.max(current, 0) : current + 1;
  for (let offset = 0; offset < items.length; offset += 1) {
    const item = items[(start + offset) % items.length];
    if (item && textOf(item).trim().toLocaleLowerCase().startsWith(wanted)) return item;
  }
  return undefined;
}
