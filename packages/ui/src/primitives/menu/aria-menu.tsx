import type { ReactNode } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { Header, Menu, MenuItem, MenuSection, Separator } from 'react-aria-components/Menu';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { AriaProviders } from '../../lib/aria-providers';
import { itemText, menuItemsOf } from './menu-keys';
import type * as AriaSubmenuModule from './aria-submenu';
import type { MenuEntry, MenuItemData } from './menu-types';
import { menuItemVariants } from './menu.variants';

export interface AriaMenuListProps {
  items: MenuEntry[];
  menuId: string;
  triggerId: string;
  direction: 'ltr' | 'rtl';
  /** The first or last item takes focus (opened from the keyboard), or the menu itself (opened with a pointer). */
  focusStrategy: 'first' | 'last' | undefined;
  /** An item was chosen: its own and the menu's actions run. */
  onChoose: (item: MenuItemData) => void;
  selectionMode: 'none' | 'single' | 'multiple';
  /** The ids of the checked items. */
  selection: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  /** react-aria decides when a choice closes the menu (not when Space toggles a checkbox item); focus goes back. */
  onClose: () => void;
  /**
   * Where submenus render: the menu's anchor, so they keep the page's direction and theme and count as inside the
   * menu for its outside presses.
   */
  submenuContainer: Element | undefined;
  /** react-aria's submenus (their popover is another 10 kB), downloaded only for a menu that has one. */
  submenu: typeof AriaSubmenuModule | undefined;
}

interface AriaMenuItemProps {
  item: MenuItemData;
  onChoose: AriaMenuListProps['onChoose'];
  /** Whether the item shows a check mark's place (a checkable menu). */
  isCheckable: boolean;
}

function AriaMenuItem({ item, onChoose, isCheckable }: AriaMenuItemProps) {
  const tone = item.tone ?? 'default';
  return (
    <MenuItem
      id={item.id}
      textValue={itemText(item)}
      href={item.href}
      isDisabled={item.isDisabled}
      onAction={() => onChoose(item)}
      data-key={item.id}
      data-slot="menu-item"
      data-variant={tone}
      className={menuItemVariants({ tone })}
    >
      {({ isSelected }) => (
        <>
          {isCheckable && (
            <span data-slot="menu-item-check" aria-hidden className="sd:inline-flex sd:size-4 sd:shrink-0">
              {isSelected && <CheckIcon className="sd:size-4" />}
            </span>
          )}
          {item.icon && (
            <span data-slot="menu-item-icon" aria-hidden className="sd:inline-flex sd:size-4 sd:shrink-0">
              {item.icon}
            </span>
          )}
          <span data-slot="menu-item-label" className="sd:min-w-0 sd:flex-1 sd:truncate">
            {item.label}
          </span>
          {item.items && (
            <ChevronDownIcon
              data-slot="menu-item-submenu-icon"
              className="sd:size-4 sd:shrink-0 sd:-rotate-90 sd:rtl:rotate-90"
            />
          )}
        </>
      )}
    </MenuItem>
  );
}

/** What every item of a menu and of its submenus shares. */
type ListContext = Pick<AriaMenuListProps, 'onChoose' | 'onClose' | 'submenuContainer' | 'submenu'> & {
  isCheckable: boolean;
};

/** Items, sections, separators and submenus, as react-aria's collection takes them. */
function menuEntries(entries: MenuEntry[], list: ListContext): ReactNode[] {
  const itemOf = (item: MenuItemData) => {
    const trigger = <AriaMenuItem key={item.id} item={item} onChoose={list.onChoose} isCheckable={list.isCheckable} />;
    if (!item.items || !list.submenu) return trigger;
    const { AriaSubmenu } = list.submenu;
    return (
      <AriaSubmenu key={item.id} trigger={trigger} container={list.submenuContainer} onClose={list.onClose}>
        {menuEntries(item.items, { ...list, isCheckable: false })}
      </AriaSubmenu>
    );
  };
  return entries.map((entry) => {
    if (entry.type === 'separator') {
      return (
        <Separator key={entry.id} data-slot="menu-separator" className="sd:-mx-1 sd:my-1 sd:border-t sd:border-line" />
      );
    }
    if (entry.type === 'section') {
      return (
        <MenuSection key={entry.id} id={entry.id} data-slot="menu-section">
          {entry.title && (
            <Header
              data-slot="menu-section-title"
              className="sd:px-3 sd:pt-2 sd:pb-1 sd:text-xs sd:font-semibold sd:text-muted"
            >
              {entry.title}
            </Header>
          )}
          {entry.items.map(itemOf)}
        </MenuSection>
      );
    }
    return itemOf(entry);
  });
}

/**
 * The open menu's list on react-aria-components' `Menu` (the WAI-ARIA menu pattern): roving focus with the arrow keys,
 * Home and End (wrapping), Enter and Space choose, links follow the kit's router. The kit's `Menu` keeps the trigger,
 * the floating panel, Escape, Tab, outside presses and type-to-select (`MenuPopover`).
 */
export function AriaMenuList({
  items,
  menuId,
  triggerId,
  direction,
  focusStrategy,
  onChoose,
  selectionMode,
  selection,
  onSelectionChange,
  onClose,
  submenuContainer,
  submenu,
}: AriaMenuListProps) {
  const isCheckable = selectionMode !== 'none';
  // react-aria waits for CSS transitions before focusing an item when the last interaction looked virtual (Enter or
  // Space on a button make a click without a pointer); the trigger knows a key opened the menu.
  if (focusStrategy) setInteractionModality('keyboard');
  const list = { onChoose, onClose, isCheckable, submenuContainer, submenu };
  return (
    <AriaProviders direction={direction}>
      <Menu
        id={menuId}
        aria-labelledby={triggerId}
        // A menu takes focus as it opens (the WAI-ARIA menu button pattern): its first or last item from a key, the menu
        // itself from a pointer.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusStrategy ?? true}
        selectionMode={selectionMode}
        selectedKeys={selection}
        onSelectionChange={(keys) =>
          onSelectionChange(new Set(keys === 'all' ? menuItemsOf(items).map((item) => item.id) : [...keys].map(String)))
        }
        onClose={onClose}
        data-slot="menu"
        className="sd:max-h-[inherit] sd:outline-none"
      >
        {menuEntries(items, list)}
      </Menu>
    </AriaProviders>
  );
}
