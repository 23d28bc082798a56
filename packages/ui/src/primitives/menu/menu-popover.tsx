import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { PopoverContent } from '../popover';
import { itemForKey } from '../../lib/list-keys';
import { MenuItem, type MenuItemData } from './menu-item';
import { enabledItems, itemForSearch } from './menu-keys';
import { menuPopoverVariants } from './menu.variants';
import type { MenuEntry, MenuProps } from './menu';

/** Where focus goes when the menu opens: its first or last item, or the menu itself (opened with a pointer). */
export type FocusStrategy = 'first' | 'last' | undefined;

/** How long typed letters add up to one search, as in react-aria. */
const TYPEAHEAD_MS = 1000;

interface MenuPopoverProps extends Pick<MenuProps, 'items' | 'className'> {
  menuId: string;
  triggerId: string;
  placement: NonNullable<MenuProps['placement']>;
  focusStrategy: FocusStrategy;
  onChoose: (item: MenuItemData) => void;
  /** Closes the menu, focusing the trigger when asked. */
  onClose: (returnFocus: boolean) => void;
}

/** The plain text of each item, for type-to-select. */
function textValues(entries: MenuEntry[]): Map<string, string> {
  const items = entries.flatMap((entry) =>
    entry.type === 'section' ? entry.items : entry.type === 'separator' ? [] : [entry],
  );
  return new Map(items.map((item) => [item.id, item.textValue ?? (typeof item.label === 'string' ? item.label : '')]));
}

/**
 * The open menu under (or over) its trigger: `role="menu"` with roving focus, type-to-select, Escape and Tab. It sits
 * on the kit's floating panel (Radix Popover), a fixed layer placed against the menu's anchor: no clipping parent
 * hides it, and it follows the trigger as the page scrolls. The menu keeps its own keys, focus and outside presses
 * (`Menu`), so the panel's own dismissal is turned off.
 */
export function MenuPopover({
  items,
  className,
  menuId,
  triggerId,
  placement,
  focusStrategy,
  onChoose,
  onClose,
}: MenuPopoverProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const search = useRef({ text: '', timer: 0 });
  const [side, align = 'center'] = placement.split(' ') as ['bottom' | 'top', ('start' | 'end')?];
  const texts = textValues(items);
  const textOf = (item: HTMLElement) => texts.get(item.dataset.key ?? '') || item.textContent || '';

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const items = enabledItems(menu);
    const target = focusStrategy === 'first' ? items[0] : focusStrategy === 'last' ? items.at(-1) : menu;
    (target ?? menu).focus();
    // Focus is placed once, when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => clearTimeout(search.current.timer), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = enabledItems(event.currentTarget);
    const active = document.activeElement as HTMLElement | null;
    const current = active ? items.indexOf(active) : -1;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    // Focus goes back to the trigger before the browser moves it, so Tab continues from there.
    if (event.key === 'Tab') return onClose(true);
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const isSearching = search.current.text !== '';
    if (event.key === 'Enter' || (event.key === ' ' && !isSearching)) {
      event.preventDefault();
      // Through the item's click, so a link follows the router as it does for the mouse.
      if (current >= 0) active?.click();
      return;
    }
    let target = itemForKey(items, current, event.key);
    if (!target && event.key.length === 1) {
      clearTimeout(search.current.timer);
      search.current.text += event.key;
      search.current.timer = window.setTimeout(() => (search.current.text = ''), TYPEAHEAD_MS);
      target = itemForSearch(items, current, search.current.text, textOf);
    }
    if (!target) return;
    event.preventDefault();
    target.focus();
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
    >
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        tabIndex={-1}
        data-slot="menu"
        onKeyDown={onKeyDown}
        className="sd:max-h-[inherit] sd:outline-none"
      >
        {items.map((entry) => {
          if (entry.type === 'separator') {
            return (
              <hr key={entry.id} data-slot="menu-separator" className="sd:-mx-1 sd:my-1 sd:border-t sd:border-line" />
            );
          }
          if (entry.type === 'section') {
            const titleId = `${menuId}-${encodeURIComponent(entry.id)}`;
            return (
              <section
                key={entry.id}
                role="group"
                aria-labelledby={entry.title ? titleId : undefined}
                data-slot="menu-section"
              >
                {entry.title && (
                  <header
                    id={titleId}
                    role="presentation"
                    data-slot="menu-section-title"
                    className="sd:px-3 sd:pt-2 sd:pb-1 sd:text-xs sd:font-semibold sd:text-muted"
                  >
                    {entry.title}
                  </header>
                )}
                {entry.items.map((item) => (
                  <MenuItem key={item.id} item={item} onChoose={onChoose} />
                ))}
              </section>
            );
          }
          return <MenuItem key={entry.id} item={entry} onChoose={onChoose} />;
        })}
      </div>
    </PopoverContent>
  );
}
