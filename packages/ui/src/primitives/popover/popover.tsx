import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/cx';
import { buttonVariants } from '../button';
import { popoverContentVariants } from './popover.variants';

export interface PopoverProps {
  /** A `PopoverTrigger` (or `PopoverAnchor`) and a `PopoverContent`. */
  children?: ReactNode;
  /** Whether the popover is open (controlled). */
  open?: boolean;
  /**
   * Whether the popover starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Modal mode: traps focus, hides the rest of the page from assistive technology and blocks outside pointer events.
   * @default false
   */
  modal?: boolean;
}

/** The root of a popover built on Radix: a floating panel tied to a trigger or anchor. Renders no element. */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

interface ButtonLikeProps {
  /**
   * Render the single child instead of a button, merging props and behaviour into it (it must forward its ref and
   * accept `onClick`). The kit's button styling is then not applied.
   * @default false
   */
  asChild?: boolean;
  /** Extra classes for the button. */
  className?: string;
  /** Ref to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

export interface PopoverTriggerProps
  extends Omit<ComponentPropsWithoutRef<typeof PopoverPrimitive.Trigger>, 'className' | 'asChild'>, ButtonLikeProps {
  /**
   * Kit button look, when not `asChild`.
   * @default 'secondary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Kit button size, when not `asChild`.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** The button that toggles the popover; it gets `aria-expanded` and `aria-controls`. */
export function PopoverTrigger({
  variant = 'secondary',
  size = 'md',
  asChild = false,
  className,
  ...props
}: PopoverTriggerProps) {
  return (
    <PopoverPrimitive.Trigger
      {...props}
      asChild={asChild}
      data-slot="popover-trigger"
      data-variant={asChild ? undefined : variant}
      data-size={asChild ? undefined : size}
      className={asChild ? className : cx(buttonVariants({ variant, size }), className)}
    />
  );
}

export interface PopoverAnchorProps extends Omit<
  ComponentPropsWithoutRef<typeof PopoverPrimitive.Anchor>,
  'className'
> {
  /** Extra classes for the anchor element. */
  className?: string;
  /** Ref to the anchor element. */
  ref?: Ref<HTMLDivElement>;
}

/** Positions the popover against this element instead of the trigger, e.g. a search field. */
export function PopoverAnchor({ className, ...props }: PopoverAnchorProps) {
  return <PopoverPrimitive.Anchor {...props} data-slot="popover-anchor" className={className} />;
}

export interface PopoverContentProps extends Omit<
  ComponentPropsWithoutRef<typeof PopoverPrimitive.Content>,
  'className'
> {
  /**
   * Side of the trigger the popover prefers; it flips when there is no room. `left`/`right` are physical sides.
   * @default 'bottom'
   */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * Alignment against the trigger along that side.
   * @default 'center'
   */
  align?: 'start' | 'center' | 'end';
  /**
   * Gap between the trigger and the popover, in pixels.
   * @default 8
   */
  sideOffset?: number;
  /**
   * Minimum distance from the viewport edges, in pixels.
   * @default 8
   */
  collisionPadding?: number;
  /**
   * Inner padding: `none` for lists that pad their own rows, `sm` for menus, `md` for free content.
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md';
  /**
   * Render into a portal under `document.body` (or `container`) so no ancestor's overflow clips it.
   * @default true
   */
  portal?: boolean;
  /** The element to portal into. */
  container?: HTMLElement | null;
  /** Extra classes for the panel. */
  className?: string;
  /** Ref to the panel element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The floating panel (role `dialog`; name it with a `PopoverTitle` or `aria-label`). It closes on Escape and on a
 * click outside, and focus goes back to where it was before opening (the trigger) unless the shopper moved it
 * elsewhere.
 */
export function PopoverContent({
  side = 'bottom',
  align = 'center',
  sideOffset = 8,
  collisionPadding = 8,
  padding = 'md',
  portal = true,
  container,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: PopoverContentProps) {
  const returnFocusTo = useRef<Element | null>(null);
  const content = (
    <PopoverPrimitive.Content
      {...props}
      side={side}
      align={align}
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      data-slot="popover-content"
      data-padding={padding}
      className={cx(popoverContentVariants({ padding }), className)}
      onOpenAutoFocus={(event) => {
        returnFocusTo.current = document.activeElement;
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Radix leaves focus on the page after an outside click; bring it back unless it landed on something.
        event.preventDefault();
        const active = document.activeElement;
        const target = returnFocusTo.current;
        if ((!active || active === document.body) && target instanceof HTMLElement && target.isConnected) {
          target.focus();
        }
      }}
    />
  );
  return portal ? <PopoverPrimitive.Portal container={container}>{content}</PopoverPrimitive.Portal> : content;
}

export interface PopoverTitleProps extends Omit<ComponentPropsWithoutRef<typeof PopoverPrimitive.Title>, 'className'> {
  /** Extra classes for the heading. */
  className?: string;
}

/** The popover's heading (an `h2`); it becomes the popover's accessible name. */
export function PopoverTitle({ className, ...props }: PopoverTitleProps) {
  return (
    <PopoverPrimitive.Title
      {...props}
      data-slot="popover-title"
      className={cx('mb-1 text-base font-semibold text-fg', className)}
    />
  );
}

export interface PopoverDescriptionProps extends Omit<
  ComponentPropsWithoutRef<typeof PopoverPrimitive.Description>,
  'className'
> {
  /** Extra classes for the paragraph. */
  className?: string;
}

/** Supporting text; it becomes the popover's accessible description. */
export function PopoverDescription({ className, ...props }: PopoverDescriptionProps) {
  return (
    <PopoverPrimitive.Description
      {...props}
      data-slot="popover-description"
      className={cx('text-sm text-muted', className)}
    />
  );
}

export interface PopoverCloseProps
  extends Omit<ComponentPropsWithoutRef<typeof PopoverPrimitive.Close>, 'className' | 'asChild'>, ButtonLikeProps {
  /**
   * Kit button look, when not `asChild`.
   * @default 'ghost'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Kit button size, when not `asChild`.
   * @default 'sm'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** A button inside the content that closes the popover. */
export function PopoverClose({
  variant = 'ghost',
  size = 'sm',
  asChild = false,
  className,
  ...props
}: PopoverCloseProps) {
  return (
    <PopoverPrimitive.Close
      {...props}
      asChild={asChild}
      data-slot="popover-close"
      data-variant={asChild ? undefined : variant}
      data-size={asChild ? undefined : size}
      className={asChild ? className : cx(buttonVariants({ variant, size }), className)}
    />
  );
}
