import { truncateHeaderName } from '@sauda/commerce';
import { Suspense, useId, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { buttonVariants } from '../../primitives/button/button.variants';
import { chevronIcon, userIcon } from './header-icons';

/** One link of the signed-in shopper's menu. */
export interface HeaderAccountLink {
  /** Unique key of the entry. */
  id: string;
  label: string;
  href: string;
}

/** One action of the signed-in shopper's menu, a button between the links and 'Logout' (installing the app). */
export interface HeaderAccountAction {
  /** Unique key of the entry. */
  id: string;
  label: string;
  /** Called when the entry is chosen; the menu closes first. */
  onPress: () => void;
}

export interface HeaderAccountMenuProps {
  /** The shopper's whole name: the button's accessible name and the panel's. */
  name: string;
  links: readonly HeaderAccountLink[];
  /** Buttons after the links. @default [] */
  actions?: readonly HeaderAccountAction[];
  logoutLabel: string;
  onLogout?: () => void;
}

const HeaderAccountPopover = /* @__PURE__ */ lazyPart(() => import('./header-account-popover'));

/**
 * The shopper's account links and 'Logout' in a popover opened by a button with the name cut at 10 characters.
 * Site navigation, so a disclosure of links rather than an ARIA menu; the arrow keys, Home and End still move
 * between the entries, Escape closes, and focus returns to the button. The popover's code loads on the first press
 * and the panel then opens with focus on its first entry.
 */
export function HeaderAccountMenu(props: HeaderAccountMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const [isRequested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={props.name}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-slot="popover-trigger"
        data-variant="ghost"
        data-size="md"
        data-state={isOpen ? 'open' : 'closed'}
        onClick={() => {
          setRequested(true);
          setOpen(!isOpen);
        }}
        className={buttonVariants({ variant: 'ghost', size: 'md' })}
      >
        {userIcon}
        <bdi data-slot="header-user-name" aria-hidden title={props.name} className="sd:hidden sd:sm:inline">
          {truncateHeaderName(props.name)}
        </bdi>
        {chevronIcon}
      </button>
      {isRequested && (
        <Suspense fallback={null}>
          <HeaderAccountPopover
            {...props}
            triggerRef={buttonRef}
            panelId={panelId}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
