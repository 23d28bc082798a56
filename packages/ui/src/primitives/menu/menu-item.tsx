import { useState, type PointerEvent, type ReactNode } from 'react';
import { isFocusVisibleNow } from '../../lib/focus-modality';
import { useRouterLink } from '../../lib/router';
import { usePointerHover } from '../../lib/use-pointer-hover';
import { menuItemVariants } from './menu.variants';

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
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

interface MenuItemProps {
  item: MenuItemData;
  /** Runs the item's and the menu's actions, then closes the menu. */
  onChoose: (item: MenuItemData) => void;
}

/** An item of the open menu: a `menuitem` (a link when it has `href`) that the menu moves focus to. */
export function MenuItem({ item, onChoose }: MenuItemProps) {
  const isDisabled = item.isDisabled === true;
  const tone = item.tone ?? 'default';
  const { ref, isHovered, hoverProps } = usePointerHover<HTMLDivElement & HTMLAnchorElement>(isDisabled);
  const [focus, setFocus] = useState<'none' | 'focused' | 'visible'>('none');
  const link = useRouterLink(item.href ?? '', () => onChoose(item));

  const props = {
    ref,
    'aria-disabled': isDisabled || undefined,
    'data-key': item.id,
    'data-slot': 'menu-item',
    'data-variant': tone,
    'data-focused': focus !== 'none' || undefined,
    'data-focus-visible': focus === 'visible' || undefined,
    'data-hovered': isHovered || undefined,
    'data-disabled': isDisabled || undefined,
    className: menuItemVariants({ tone }),
    onFocus: () => setFocus(isFocusVisibleNow() ? 'visible' : 'focused'),
    onBlur: () => setFocus('none'),
    // As in native menus, the pointer moves the focus, so the keys carry on from the hovered item.
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      hoverProps.onPointerEnter(event);
      if (!isDisabled && event.pointerType !== 'touch') event.currentTarget.focus();
    },
    onPointerLeave: hoverProps.onPointerLeave,
  };
  const content = (
    <>
      {item.icon && (
        <span data-slot="menu-item-icon" aria-hidden className="sd:inline-flex sd:size-4 sd:shrink-0">
          {item.icon}
        </span>
      )}
      <span data-slot="menu-item-label" className="sd:min-w-0 sd:flex-1 sd:truncate">
        {item.label}
      </span>
    </>
  );
  if (item.href && !isDisabled) {
    return (
      <a {...props} role="menuitem" tabIndex={-1} href={link.href} onClick={link.onClick}>
        {content}
      </a>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the menu turns Enter and Space into this click
    <div {...props} role="menuitem" tabIndex={-1} onClick={() => !isDisabled && onChoose(item)}>
      {content}
    </div>
  );
}
