import { truncateHeaderName } from '@sauda/commerce';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../../primitives/button';
import { Link } from '../../primitives/link';
import { Popover, PopoverContent, PopoverTrigger } from '../../primitives/popover';
import { chevronIcon, userIcon } from './header-icons';

/** One link of the signed-in shopper's menu. */
export interface HeaderAccountLink {
  /** Unique key of the entry. */
  id: string;
  label: string;
  href: string;
}

interface HeaderAccountMenuProps {
  /** The shopper's whole name: the button's accessible name and the panel's. */
  name: string;
  links: readonly HeaderAccountLink[];
  logoutLabel: string;
  onLogout?: () => void;
}

const itemClass = cx(
  'focus-ring flex h-10 w-full items-center rounded-md px-4 text-start text-sm font-medium text-fg no-underline',
  'transition-colors hover:bg-surface focus-visible:bg-surface',
);

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The shopper's account links and 'Logout' in a popover opened by a button with the name cut at 10 characters.
 * Site navigation, so a disclosure of links rather than an ARIA menu; the arrow keys, Home and End still move
 * between the entries, Escape closes, and focus returns to the button.
 */
export function HeaderAccountMenu({ name, links, logoutLabel, onLogout }: HeaderAccountMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const entries = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-account-item]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = nextIndex[event.key];
    const all = entries();
    if (!step || all.length === 0) return;
    event.preventDefault();
    const current = all.indexOf(document.activeElement as HTMLElement);
    all[step(Math.max(current, 0), all.length)]?.focus();
  };

  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger variant="ghost" aria-label={name}>
        {userIcon}
        <bdi data-slot="header-user-name" aria-hidden title={name} className="hidden sm:inline">
          {truncateHeaderName(name)}
        </bdi>
        {chevronIcon}
      </PopoverTrigger>
      <PopoverContent
        ref={panelRef}
        align="end"
        padding="sm"
        aria-label={name}
        className="w-56"
        onKeyDown={onKeyDown}
        // Radix would skip links and focus 'Logout'; the first entry is where a shopper expects to start.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          entries()[0]?.focus();
        }}
      >
        <ul data-slot="header-account-links" className="flex flex-col">
          {links.map((link) => (
            <li key={link.id}>
              <Link
                href={link.href}
                variant="plain"
                data-account-item
                onPress={() => setOpen(false)}
                className={itemClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div aria-hidden className="-mx-1 my-1 border-t border-line" />
        <Button
          variant="ghost"
          fullWidth
          data-account-item
          onPress={() => {
            setOpen(false);
            onLogout?.();
          }}
          className="justify-start"
        >
          <span className="text-danger">{logoutLabel}</span>
        </Button>
      </PopoverContent>
    </Popover>
  );
}
