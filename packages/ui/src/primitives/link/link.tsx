import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useRouterLink } from '../../lib/router';
import { buttonVariants } from '../button/button.variants';
import { linkExternalIconVariants, linkVariants, plainLinkVariants } from './link.variants';

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'children' | 'style' | 'href' | 'target' | 'rel'
> {
  /** Where the link goes. In-app paths are followed through the kit's `RouterProvider` (the storefront's router). */
  href: string;
  /** The link text. */
  children: ReactNode;
  /**
   * `inline`: underlined text inside a sentence; `button`: a call to action that looks like `Button`; `plain`: no look
   * of its own, for navigation lists and cards that style the link themselves.
   * @default 'inline'
   */
  variant?: 'inline' | 'button' | 'plain';
  /**
   * Button look when `variant` is `button`.
   * @default 'primary'
   */
  buttonVariant?: 'primary' | 'secondary';
  /**
   * Button size when `variant` is `button`.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and tells assistive technology so with a
   * visually hidden '(opens in a new tab)'. Inline links also show an arrow icon.
   * @default false
   */
  isExternal?: boolean;
  /** Called when the link is followed (click, Enter), before the navigation, e.g. to close the menu it sits in. */
  onPress?: () => void;
  /** Extra classes for the root element. */
  className?: string;
}

function ExternalIcon() {
  return (
    <svg
      data-slot="link-external-icon"
      aria-hidden
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      className={linkExternalIconVariants()}
    >
      <path d="M6 3.5H3.5v9h9V10M9 3.5h3.5V7M12.5 3.5L7 9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A native `<a>`, styled inline or as a button. Same-tab, same-origin clicks without modifier keys navigate
 * client-side through the kit's `RouterProvider` (the storefront's router); everything else is the browser's own.
 */
export function Link({
  href,
  children,
  variant = 'inline',
  buttonVariant = 'primary',
  size = 'md',
  isExternal = false,
  onPress,
  onClick,
  className,
  ...props
}: LinkProps) {
  const isButton = variant === 'button';
  const link = useRouterLink(href, (event) => {
    onClick?.(event);
    if (!event.defaultPrevented) onPress?.();
  });

  return (
    <a
      {...props}
      href={link.href}
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
      onClick={link.onClick}
      data-slot="link"
      data-variant={variant}
      data-button-variant={isButton ? buttonVariant : undefined}
      data-size={isButton ? size : undefined}
      className={cx(
        isButton
          ? cx(buttonVariants({ variant: buttonVariant, size }), 'sd:no-underline')
          : variant === 'plain'
            ? plainLinkVariants()
            : linkVariants(),
        className,
      )}
    >
      {children}
      {isExternal && (
        <>
          {!isButton && <ExternalIcon />}
          <span data-slot="link-external-hint" className="sd:sr-only">
            {' (opens in a new tab)'}
          </span>
        </>
      )}
    </a>
  );
}
