import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ChevronDownIcon } from '../../icons';
import { isFocusVisibleNow, trackFocusModality } from '../../lib/focus-modality';
import { onDemand } from '../../lib/on-demand';
import { useInheritedDirection } from '../../lib/use-inherited-direction';
import { Button } from '../button';
import { Popover, PopoverAnchor } from '../popover';
import { MenuPopover, type FocusStrategy } from './menu-popover';
import { everyMenuItem } from './menu-keys';
import type { MenuEntry } from './menu-types';

export type { MenuEntry, MenuItemData, MenuSectionData, MenuSeparatorData } from './menu-types';

/** react-aria-components' menu, downloaded when a `Menu` first mounts (about 33 kB brotli; measured in .size-limit). */
const ariaMenu = onDemand(() => import('./aria-menu'));
/** Its submenus, downloaded only by a menu that has one. */
const ariaSubmenu = onDemand(() => import('./aria-submenu'));

/**
 * Downloads react-aria-components' menu ahead of a `Menu`'s first mount (a story's loader does), with its submenus
 * when asked: a menu opened before it has arrived opens once it has.
 */
export function preloadMenu(withSubmenus = false): Promise<void> {
  return Promise.all([ariaMenu.preload(), withSubmenus ? ariaSubmenu.preload() : undefined]).then(() => undefined);
}

/** What the menu sets on its trigger; the kit's `Button` and `IconButton` take all of it. */
export interface MenuTriggerProps {
  /** Names the menu; one is made when the trigger has none. */
  id?: string;
  /** Opens or closes the menu (click, Enter or Space), after the trigger's own `onPress`. */
  onPress?: () => void;
  /** ArrowDown and ArrowUp open the menu on its first or last item. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

export interface MenuProps {
  /** Items, sections and separators, in order. */
  items: MenuEntry[];
  /**
   * The element that opens the menu: a kit `Button` or `IconButton` (anything that takes `onPress` and `onKeyDown`).
   * Give icon-only triggers an `aria-label`. When omitted, a secondary Button showing `label` and a chevron is
   * rendered.
   */
  trigger?: ReactElement<MenuTriggerProps>;
  /** Text of the default trigger button, e.g. 'My Account'. */
  label?: ReactNode;
  /** Called with the id of the chosen item (after the item's own `onAction`). */
  onAction?: (id: string) => void;
  /**
   * Where the menu opens relative to the trigger; `start`/`end` follow the reading direction. A menu that does not
   * fit below the trigger opens above it when there is more room there.
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
  /**
   * Makes the items checkable, each with a check mark when checked: `single` (one at a time, `menuitemradio`, e.g.
   * a sort order) or `multiple` (`menuitemcheckbox`, e.g. columns to show). A click or Enter on a `single` item
   * checks it and closes the menu; in a `multiple` menu a click or Space toggles an item and leaves the menu open,
   * Enter toggles it and closes.
   * @default 'none'
   */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The ids of the checked items (controlled). */
  selectedKeys?: Iterable<string>;
  /** The ids of the items checked at first (uncontrolled; kept while the menu is closed). */
  defaultSelectedKeys?: Iterable<string>;
  /** Called with the ids of the checked items when one is checked or unchecked. */
  onSelectionChange?: (keys: Set<string>) => void;
  /** Extra classes for the menu's popover. */
  className?: string;
}

/**
 * A menu of actions and links opened from a trigger (the WAI-ARIA menu button pattern): Enter, Space or ArrowDown
 * open it on the first item, ArrowUp on the last; the arrow keys, Home and End move, typing jumps to an item, Enter
 * or a click chooses; Escape closes and focus goes back to the trigger, as it does after a choice; Tab and a click
 * outside close it. With `selectionMode` its items are checkable.
 */
export function Menu({
  items,
  trigger,
  label,
  onAction,
  placement = 'bottom start',
  isOpen,
  defaultOpen = false,
  onOpenChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  className,
}: MenuProps) {
  const aria = ariaMenu.useModule();
  const hasSubmenus = everyMenuItem(items).some((item) => item.items);
  const submenu = ariaSubmenu.useModule(hasSubmenus);
  const isReady = aria !== undefined && (!hasSubmenus || submenu !== undefined);
  // The menu's list unmounts when it closes, so the menu keeps an uncontrolled selection itself.
  const [ownSelection, setOwnSelection] = useState(() => new Set(defaultSelectedKeys));
  const selection = selectedKeys === undefined ? ownSelection : new Set(selectedKeys);
  const ids = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>();
  const anchorRef = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const setAnchorRef = useCallback((element: HTMLDivElement | null) => {
    anchorRef.current = element;
    setAnchor(element);
  }, []);
  const direction = useInheritedDirection(anchor);
  const pressedOutside = useRef(false);
  const open = isOpen ?? ownOpen;
  useEffect(trackFocusModality, []);

  const triggerElement: ReactElement<MenuTriggerProps> = trigger ?? (
    <Button variant="secondary">
      {label}
      <ChevronDownIcon className="sd:size-4" />
    </Button>
  );
  const own = triggerElement.props;
  const triggerId = own.id ?? `${ids}trigger`;
  const menuId = `${ids}menu`;

  const setOpen = (next: boolean, strategy?: FocusStrategy) => {
    setFocusStrategy(strategy);
    if (isOpen === undefined) setOwnOpen(next);
    if (next !== open) onOpenChange?.(next);
  };
  const returnFocus = useRef(false);
  const close = (toTrigger: boolean) => {
    // At once, so a Tab carries on from the trigger; and again once the menu has gone (below).
    if (toTrigger) document.getElementById(triggerId)?.focus();
    returnFocus.current = toTrigger;
    setOpen(false);
  };
  // A submenu's popover hands focus back to its item as it closes, and that item is gone with the menu: focus that
  // fell to the page goes to the trigger.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(triggerId)?.focus();
  }, [open, triggerId]);

  // A press that starts and ends outside closes the menu (react-aria's rule, so a drag out of it does not). Focus the
  // menu took with it goes back to the trigger; a click on another control keeps that control's focus.
  useEffect(() => {
    if (!open) return;
    const isOutside = (event: Event) => !anchorRef.current?.contains(event.target as Node);
    const onDown = (event: Event) => (pressedOutside.current = isOutside(event));
    const onUp = (event: Event) => {
      if (!pressedOutside.current || !isOutside(event)) return;
      pressedOutside.current = false;
      close(!document.activeElement || document.activeElement === document.body);
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
    };
  });

  const menuTrigger = cloneElement(triggerElement, {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open && isReady ? menuId : undefined,
    onPress() {
      own.onPress?.();
      // From the keyboard the menu opens on its first item; from a pointer on the menu itself.
      setOpen(!open, !open && isFocusVisibleNow() ? 'first' : undefined);
    },
    onKeyDown(event) {
      own.onKeyDown?.(event);
      const strategy = event.key === 'ArrowDown' ? 'first' : event.key === 'ArrowUp' ? 'last' : undefined;
      if (!strategy || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(true, strategy);
    },
  });

  return (
    <div ref={setAnchorRef} data-slot="menu-anchor" className="sd:relative sd:inline-flex">
      {menuTrigger}
      <Popover open={open}>
        <PopoverAnchor virtualRef={anchorRef} />
        {open && isReady && (
          <MenuPopover
            aria={aria}
            submenu={submenu}
            direction={direction}
            items={items}
            className={className}
            menuId={menuId}
            triggerId={triggerId}
            placement={placement}
            focusStrategy={focusStrategy}
            submenuContainer={anchor ?? undefined}
            selectionMode={selectionMode}
            selection={selection}
            onSelectionChange={(keys) => {
              if (selectedKeys === undefined) setOwnSelection(keys);
              onSelectionChange?.(keys);
            }}
            onChoose={(item) => {
              item.onAction?.();
              onAction?.(item.id);
            }}
            onClose={close}
          />
        )}
      </Popover>
    </div>
  );
}
