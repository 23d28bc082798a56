import type { ReactNode } from 'react';

/** One action or link in a `Menu`. */
export interface MenuItemData {
  /** Marks a plain item; may be omitted. */
  type?: 'item';
  /** Unique key, passed to the menu's `onAction`. */
  id: string;
  /** The item's text. */
  label: ReactNode;
  /** Plain text of the label for type-to-select; required when `label` is not a string. */
  textValue?: string;
  /** Makes the item a link, followed through the kit's `RouterProvider` (the storefront's router). */
  href?: string;
  /** Called when the item is chosen (click, Enter or Space). */
  onAction?: () => void;
  /**
   * `danger` colours destructive items such as 'Logout'.
   * @default 'default'
   */
  tone?: 'default' | 'danger';
  /**
   * The item cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * A submenu: the item opens it (a click, hover, Enter, Space or the arrow key pointing inwards) instead of being
   * chosen; the arrow key pointing back or Escape closes it. Its items are chosen as the menu's own are.
   */
  items?: MenuEntry[];
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/** A titled group of items. */
export interface MenuSectionData {
  type: 'section';
  /** Unique key of the section. */
  id: string;
  /** Visible heading of the section; it also names the group. */
  title?: string;
  /** The section's items. */
  items: MenuItemData[];
}

/** A line between items. */
export interface MenuSeparatorData {
  type: 'separator';
  /** Unique key of the separator. */
  id: string;
}

export type MenuEntry = MenuItemData | MenuSectionData | MenuSeparatorData;
