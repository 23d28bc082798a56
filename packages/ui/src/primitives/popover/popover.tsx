import * as RadixPopover from '@radix-ui/react-popover';
import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from '../../lib/cx';
import { buttonVariants } from '../button';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { PopoverIds } from './popover-ids';

/*
 * The kit's floating panel is Radix's Popover (@radix-ui/react-popover): its positioning (Floating UI, flipping and
 * shifting within the viewport, right-to-left aware), its dismissal layers (Escape closes the newest panel, a press or
 * focus outside closes it) and its focus handling are tested by Radix with screen readers the kit cannot run here.
 * The parts below keep the kit's API, looks and `data-slot`s on top of it.
 */

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
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    if (next !== isOpen) onOpenChange?.(next);
  };
  return (
    <RadixPopover.Root open={isOpen} onOpenChange={setOpen}>
      <PopoverIds.Provider value={{ open: isOpen, contentId, triggerRef }}>{children}</PopoverIds.Provider>
    </RadixPopover.Root>
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

/** A kit button's look and `data-*` hooks, or the child's own when `asChild`. */
const buttonLook = ({
  asChild,
  variant,
  size,
  className,
}: {
  asChild: boolean;
  variant: PopoverTriggerProps['variant'];
  size: PopoverTriggerProps['size'];
  className?: string;
}) => ({
  asChild,
  'data-variant': asChild ? undefined : variant,
  'data-size': asChild ? undefined : size,
  className: asChild ? className : cx(buttonVariants({ variant, size }), className),
});

// `@__PURE__` on each forwardRef: a consumer's bundler then drops the parts it does not use, as it did functions.
/**
 * The button that toggles the popover (`aria-haspopup="dialog"`, `aria-expanded`, and `aria-controls` while open).
 * Presses on it never count as outside the popover. Its ref is the button element.
 */
export const PopoverTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger({ variant = 'secondary', size = 'md', asChild = false, className, ...props }, ref) {
    const { open, contentId, triggerRef } = PopoverIds.use('PopoverTrigger');
    const elementRef = useMergedRefs(ref, triggerRef);
    return (
      <RadixPopover.Trigger
        {...props}
        {...buttonLook({ asChild, variant, size, className })}
        ref={elementRef}
        // Radix names the panel even while it is closed; a reference to nothing is not announced as a relation.
        aria-controls={open ? contentId : undefined}
        data-slot="popover-trigger"
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
  if (virtualRef) return <RadixPopover.Anchor virtualRef={virtualRef as RefObject<HTMLElement>} />;
  return <RadixPopover.Anchor {...props} ref={ref} data-slot="popover-anchor" />;
});

export interface PopoverTitleProps extends Omit<ComponentPropsWithoutRef<'h2'>, 'id'> {
  /** Extra classes for the heading. */
  className?: string;
}

/** The popover's heading (an `h2`); it becomes the popover's accessible name. */
export function PopoverTitle({ className, ...props }: PopoverTitleProps) {
  return (
    <RadixPopover.Title
      {...props}
      data-slot="popover-title"
      className={cx('sd:mb-1 sd:text-base sd:font-semibold sd:text-fg', className)}
    />
  );
}

export interface PopoverDescriptionProps extends Omit<ComponentPropsWithoutRef<'p'>, 'id'> {
  /** Extra classes for the paragraph. */
  className?: string;
}

/** Supporting text; it becomes the popover's accessible description. */
export function PopoverDescription({ className, ...props }: PopoverDescriptionProps) {
  return (
    <RadixPopover.Description
      {...props}
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
  { variant = 'ghost', size = 'sm', asChild = false, className, ...props },
  ref,
) {
  return (
    <RadixPopover.Close
      {...props}
      {...buttonLook({ asChild, variant, size, className })}
      ref={ref}
      data-slot="popover-close"
    />
  );
});
