import type { ReactElement, ReactNode } from 'react';
import { Menu, SubmenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';

export interface AriaSubmenuProps {
  /** The item that opens the submenu. */
  trigger: ReactElement;
  /** Where the submenu renders (the menu's anchor). */
  container: Element | undefined;
  /** Closes the whole menu after a choice in the submenu, focus back on the menu's trigger. */
  onClose: () => void;
  /** The submenu's entries. */
  children: ReactNode;
}

/**
 * A submenu on react-aria-components' `SubmenuTrigger`: beside its item (after it in the reading direction), opened by
 * a press, hover, Enter, Space or the arrow key pointing into it, closed by the arrow key pointing back or Escape.
 * Its popover is react-aria's, placed in the menu's anchor so it keeps the page's direction and theme.
 */
export function AriaSubmenu({ trigger, container, onClose, children }: AriaSubmenuProps) {
  return (
    <SubmenuTrigger>
      {trigger}
      <Popover
        UNSTABLE_portalContainer={container}
        offset={-4}
        data-slot="menu-submenu"
        className="sd:z-50 sd:max-w-[calc(100vw-1rem)] sd:min-w-40 sd:overflow-y-auto sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-1 sd:text-sm sd:text-fg sd:shadow-raised sd:outline-none"
      >
        {/* A choice in a submenu closes the whole menu, as react-aria's own submenus do under its trigger. */}
        <Menu onClose={onClose} data-slot="menu" className="sd:outline-none">
          {children}
        </Menu>
      </Popover>
    </SubmenuTrigger>
  );
}
