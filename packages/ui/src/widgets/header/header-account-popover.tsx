import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../../lib/cx';
import { itemForKey } from '../../lib/list-keys';
import { Button } from '../../primitives/button/button';
import { Link } from '../../primitives/link';
import { Popover, PopoverAnchor, PopoverContent } from '../../primitives/popover';
import type { HeaderAccountMenuProps } from './header-account-menu';

interface HeaderAccountPopoverProps extends HeaderAccountMenuProps {
  /** The account button: the panel hangs under it and focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, which the button names in `aria-controls`. */
  panelId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const itemClass = cx(
  'sd:focus-ring sd:flex sd:h-10 sd:w-full sd:items-center sd:rounded-md sd:px-4 sd:text-start sd:text-sm sd:font-medium sd:text-fg sd:no-underline',
  'sd:transition-colors sd:hover:bg-surface sd:focus-visible:bg-surface',
);

/**
 * The account panel on the kit's Popover, loaded on the first press of the account button. The button stays the
 * widget's own, so this does what a `PopoverTrigger` would: presses on it toggle rather than dismiss, and focus
 * returns to it on close unless the shopper clicked elsewhere.
 */
export default function HeaderAccountPopover({
  triggerRef,
  panelId,
  isOpen,
  onOpenChange,
  name,
  links,
  actions = [],
  logoutLabel,
  onLogout,
}: HeaderAccountPopoverProps) {
  const clickedOutside = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  /** A button of the panel: it closes the panel, then does what it says. */
  const panelButton = (onPress: () => void, children: ReactNode) => (
    <Button
      variant="ghost"
      fullWidth
      data-account-item
      onClick={() => {
        onOpenChange(false);
        onPress();
      }}
      className="sd:justify-start"
    >
      {children}
    </Button>
  );
  const entries = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-account-item]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = entries();
    const target = itemForKey(all, all.indexOf(document.activeElement as HTMLElement), event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <Popover open={isOpen} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef} />
      <PopoverContent
        ref={panelRef}
        id={panelId}
        align="end"
        padding="sm"
        aria-label={name}
        className="sd:w-56"
        onKeyDown={onKeyDown}
        onInteractOutside={(event) => {
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else clickedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!clickedOutside.current) triggerRef.current?.focus();
          clickedOutside.current = false;
        }}
      >
        <ul data-slot="header-account-links" className="sd:flex sd:flex-col">
          {links.map((link) => (
            <li key={link.id}>
              <Link
                href={link.href}
                variant="plain"
                data-account-item
                onPress={() => onOpenChange(false)}
                className={itemClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
          {actions.map((action) => (
            <li key={action.id}>{panelButton(action.onPress, action.label)}</li>
          ))}
        </ul>
        <div aria-hidden className="sd:-mx-1 sd:my-1 sd:border-t sd:border-line" />
        {panelButton(() => onLogout?.(), <span className="sd:text-danger">{logoutLabel}</span>)}
      </PopoverContent>
    </Popover>
  );
}
