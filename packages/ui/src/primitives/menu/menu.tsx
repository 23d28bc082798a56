import type { ReactElement, ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import { Button } from '../button';
import { menuItemVariants, menuPopoverVariants } from './menu.variants';

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
  /** Makes the item a link, followed through react-aria's `RouterProvider` (the storefront's router). */
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

export interface MenuProps {
  /** Items, sections and separators, in order. */
  items: MenuEntry[];
  /**
   * The element that opens the menu: a kit `Button` or any react-aria pressable. Give icon-only triggers an
   * `aria-label`. When omitted, a secondary Button showing `label` and a chevron is rendered.
   */
  trigger?: ReactElement;
  /** Text of the default trigger button, e.g. 'My Account'. */
  label?: ReactNode;
  /** Called with the id of the chosen item (after the item's own `onAction`). */
  onAction?: (id: Key) => void;
  /**
   * Where the menu opens relative to the trigger; `start`/`end` follow the reading direction.
   * @default 'bottom start'
   */
  placement?: 'bottom start' | 'bottom end' | 'bottom' | 'top start' | 'top end' | 'top';
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the menu starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra classes for the menu's popover. */
  className?: string;
}

function ChevronIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Item({ item }: { item: MenuItemData }) {
  const tone = item.tone ?? 'default';
  return (
    <AriaMenuItem
      id={item.id}
      href={item.href}
      onAction={item.onAction}
      isDisabled={item.isDisabled}
      textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : undefined)}
      data-slot="menu-item"
      data-variant={tone}
      className={menuItemVariants({ tone })}
    >
      {item.icon && (
        <span data-slot="menu-item-icon" aria-hidden className="inline-flex size-4 shrink-0">
          {item.icon}
        </span>
      )}
      <span data-slot="menu-item-label" className="min-w-0 flex-1 truncate">
        {item.label}
      </span>
    </AriaMenuItem>
  );
}

/**
 * A menu of actions and links (react-aria) opened from a trigger: arrow keys move, Enter chooses, typing jumps to an
 * item, Escape closes and focus goes back to the trigger.
 */
export function Menu({
  items,
  trigger,
  label,
  onAction,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: MenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ?? (
        <Button variant="secondary">
          {label}
          <ChevronIcon />
        </Button>
      )}
      <Popover
        placement={placement}
        offset={6}
        data-slot="menu-popover"
        className={cx(menuPopoverVariants(), className)}
      >
        <AriaMenu data-slot="menu" onAction={(id) => onAction?.(id)} className="max-h-[inherit] outline-none">
          {items.map((entry) => {
            if (entry.type === 'separator') {
              return (
                <Separator key={entry.id} data-slot="menu-separator" className="-mx-1 my-1 border-t border-line" />
              );
            }
            if (entry.type === 'section') {
              return (
                <MenuSection key={entry.id} id={entry.id} data-slot="menu-section">
                  {entry.title && (
                    <Header data-slot="menu-section-title" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted">
                      {entry.title}
                    </Header>
                  )}
                  {entry.items.map((item) => (
                    <Item key={item.id} item={item} />
                  ))}
                </MenuSection>
              );
            }
            return <Item key={entry.id} item={entry} />;
          })}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
