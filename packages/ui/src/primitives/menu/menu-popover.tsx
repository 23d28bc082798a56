import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { PopoverContent } from '../popover';
import type * as AriaMenuModule from './aria-menu';
import type { AriaMenuListProps } from './aria-menu';
import type { MenuProps } from './menu';
import { enabledItems, everyMenuItem, itemForSearch, itemText } from './menu-keys';
import { menuPopoverVariants } from './menu.variants';

/** Where focus goes when the menu opens: its first or last item, or the menu itself (opened with a pointer). */
export type FocusStrategy = AriaMenuListProps['focusStrategy'];

interface MenuPopoverProps extends Pick<MenuProps, 'className'>, Omit<AriaMenuListProps, 'onClose'> {
  /** react-aria-components' menu, once downloaded. */
  aria: typeof AriaMenuModule;
  placement: NonNullable<MenuProps['placement']>;
  /** Closes the menu, focusing the trigger when asked. */
  onClose: (returnFocus: boolean) => void;
}

/** How long typed letters add up to one search, as in react-aria. */
const TYPEAHEAD_MS = 1000;

/**
 * The open menu under (or over) its trigger, on the kit's floating panel (Radix Popover): a fixed layer placed against
 * the menu's anchor, so no clipping parent hides it and it follows the trigger as the page scrolls. Its list is
 * react-aria-components' `Menu` (arrows, Home, End, focus, choosing); Escape and Tab close it here, and the menu keeps
 * its outside presses (`Menu`), so the panel's own dismissal is turned off.
 *
 * Type-to-select is the kit's own, taken before react-aria sees the key: react-aria searches from the focused item
 * itself and forgets a search that matches nothing, so a letter typed again stays put, where the WAI-ARIA menu
 * pattern moves to the next item starting with it (the keyboard suite and the TypeToSelect story check it).
 */
export function MenuPopover({ aria, className, placement, onClose, ...list }: MenuPopoverProps) {
  const [side, align = 'center'] = placement.split(' ') as ['bottom' | 'top', ('start' | 'end')?];
  const search = useRef({ text: '', timer: 0 });
  useEffect(() => () => clearTimeout(search.current.timer), []);
  const texts = new Map(everyMenuItem(list.items).map((item) => [item.id, itemText(item)]));
  const textOf = (item: HTMLElement) => texts.get(item.dataset.key ?? '') || item.textContent || '';

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const isSearching = search.current.text !== '';
    if (event.key.length !== 1 || (event.key === ' ' && !isSearching)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // The menu or submenu the key was pressed in (a submenu's keys reach here through React's tree).
    const menu = (event.target as Element).closest<HTMLElement>('[role="menu"]');
    if (!menu) return;
    event.preventDefault();
    event.stopPropagation();
    clearTimeout(search.current.timer);
    search.current.text += event.key;
    search.current.timer = window.setTimeout(() => (search.current.text = ''), TYPEAHEAD_MS);
    const items = enabledItems(menu);
    const current = items.indexOf(document.activeElement as HTMLElement);
    itemForSearch(items, current, search.current.text, textOf)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
    // Focus goes back to the trigger before the browser moves it, so Tab continues from there.
    if (event.key === 'Tab') onClose(true);
  };
  return (
    <PopoverContent
      role={undefined}
      side={side}
      align={align}
      sideOffset={6}
      collisionPadding={12}
      padding="sm"
      className={cx(menuPopoverVariants(), className)}
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => event.preventDefault()}
      onInteractOutside={(event) => event.preventDefault()}
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
    >
      <aria.AriaMenuList {...list} onClose={() => onClose(true)} />
    </PopoverContent>
  );
}
