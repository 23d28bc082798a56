import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from '../../lib/cx';
import { buttonVariants } from '../button';
import { ButtonOrChild } from './button-or-child';
import { PopoverContext, usePopover } from './popover-context';
import { useMergedRefs } from '../../lib/use-merged-refs';

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
}

/**
 * The root of a popover: a non-modal floating panel tied to a trigger or an anchor (for a modal panel use `Dialog`).
 * Holds the open state, controlled or not. Renders no element.
 */
export function Popover({ children, open, defaultOpen = false, onOpenChange }: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [hasTitle, setHasTitle] = useState(false);
  const [hasDescription, setHasDescription] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const anchorRef = useRef<RefObject<HTMLElement | null>>(null);
  const id = useId();
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    if (next !== isOpen) onOpenChange?.(next);
  };
  return (
    <PopoverContext.Provider
      value={{
        open: isOpen,
        setOpen,
        triggerRef,
        anchorRef,
        contentId: `${id}content`,
        titleId: `${id}title`,
        descriptionId: `${id}description`,
        hasTitle,
        hasDescription,
        setHasTitle,
        setHasDescription,
      }}
    >
      {children}
    </PopoverContext.Provider>
  );
}

interface ButtonLikeProps extends Omit<ComponentPropsWithoutRef<'button'>, 'className'> {
  /**
   * Render the single child instead of a button, merging props and behaviour into it (it must forward its ref and
   * accept `onClick`). The kit's button styling is then not applied.
   * @default false
   */
  asChild?: boolean;
  /** Extra classes for the button. */
  className?: string;
}

export interface PopoverTriggerProps extends ButtonLikeProps {
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

// `@__PURE__` on each forwardRef: a consumer's bundler then drops the parts it does not use, as it did functions.
/**
 * The button that toggles the popover (`aria-haspopup="dialog"`, `aria-expanded`, and `aria-controls` while open).
 * Presses on it never count as outside the popover. Its ref is the button element.
 */
export const PopoverTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger({ variant = 'secondary', size = 'md', asChild = false, className, onClick, ...props }, ref) {
    const popover = usePopover('PopoverTrigger');
    const elementRef = useMergedRefs(ref, popover.triggerRef);
    return (
      <ButtonOrChild
        {...props}
        asChild={asChild}
        ref={elementRef}
        aria-haspopup="dialog"
        aria-expanded={popover.open}
        aria-controls={popover.open ? popover.contentId : undefined}
        data-state={popover.open ? 'open' : 'closed'}
        data-slot="popover-trigger"
        data-variant={asChild ? undefined : variant}
        data-size={asChild ? undefined : size}
        className={asChild ? className : cx(buttonVariants({ variant, size }), className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) popover.setOpen(!popover.open);
        }}
      />
    );
  },
);

export interface PopoverAnchorProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * An element the caller renders itself (e.g. a search field) to place the popover against. The anchor then renders
   * nothing.
   */
  virtualRef?: RefObject<HTMLElement | null>;
}

/**
 * Positions the popover against this element (or `virtualRef`) instead of the trigger, e.g. a search field. Its ref is
 * the anchor element (without `virtualRef`).
 */
export const PopoverAnchor = /* @__PURE__ */ forwardRef<HTMLDivElement, PopoverAnchorProps>(function PopoverAnchor(
  { virtualRef, ...props },
  ref,
) {
  const { anchorRef } = usePopover('PopoverAnchor');
  const ownRef = useRef<HTMLDivElement>(null);
  const elementRef = useMergedRefs(ref, ownRef);
  useLayoutEffect(() => {
    const source = virtualRef ?? ownRef;
    anchorRef.current = source;
    return () => {
      if (anchorRef.current === source) anchorRef.current = null;
    };
  }, [anchorRef, virtualRef]);
  if (virtualRef) return null;
  return <div {...props} ref={elementRef} data-slot="popover-anchor" />;
});

export interface PopoverTitleProps extends Omit<ComponentPropsWithoutRef<'h2'>, 'id'> {
  /** Extra classes for the heading. */
  className?: string;
}

/** The popover's heading (an `h2`); it becomes the popover's accessible name. */
export function PopoverTitle({ className, children, ...props }: PopoverTitleProps) {
  const { titleId, setHasTitle } = usePopover('PopoverTitle');
  useLayoutEffect(() => {
    setHasTitle(true);
    return () => setHasTitle(false);
  }, [setHasTitle]);
  return (
    <h2
      {...props}
      id={titleId}
      data-slot="popover-title"
      className={cx('sd:mb-1 sd:text-base sd:font-semibold sd:text-fg', className)}
    >
      {children}
    </h2>
  );
}

export interface PopoverDescriptionProps extends Omit<ComponentPropsWithoutRef<'p'>, 'id'> {
  /** Extra classes for the paragraph. */
  className?: string;
}

/** Supporting text; it becomes the popover's accessible description. */
export function PopoverDescription({ className, ...props }: PopoverDescriptionProps) {
  const { descriptionId, setHasDescription } = usePopover('PopoverDescription');
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      {...props}
      id={descriptionId}
      data-slot="popover-description"
      className={cx('sd:text-sm sd:text-muted', className)}
    />
  );
}

export interface PopoverCloseProps extends ButtonLikeProps {
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

/** A button inside the content that closes the popover. Its ref is the button element. */
export const PopoverClose = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(
  { variant = 'ghost', size = 'sm', asChild = false, className, onClick, ...props },
  ref,
) {
  const popover = usePopover('PopoverClose');
  return (
    <ButtonOrChild
      {...props}
      asChild={asChild}
      ref={ref}
      data-slot="popover-close"
      data-variant={asChild ? undefined : variant}
      data-size={asChild ? undefined : size}
      className={asChild ? className : cx(buttonVariants({ variant, size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) popover.setOpen(false);
      }}
    />
  );
});
