import { forwardRef, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ForwardedRef } from 'react';
import { cx } from '../../lib/cx';
import type { PopoverAlign, PopoverSide } from './placement';
import { anchorElement, usePopover } from './popover-context';
import { popoverContentVariants } from './popover.variants';
import { useAutoFocus, type AutoFocusOptions } from './use-auto-focus';
import { useDismiss, type InteractOutsideEvent } from './use-dismiss';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { usePopoverPlacement } from './use-popover-placement';

export type { InteractOutsideEvent } from './use-dismiss';

export interface PopoverContentProps extends Omit<ComponentPropsWithoutRef<'div'>, 'className'>, AutoFocusOptions {
  /**
   * Side of the anchor the popover prefers; it flips when there is no room. `left`/`right` are physical sides.
   * @default 'bottom'
   */
  side?: PopoverSide;
  /**
   * Alignment against the anchor along that side; above and below it, `start` follows the reading direction.
   * @default 'center'
   */
  align?: PopoverAlign;
  /**
   * Gap between the anchor and the popover, in pixels.
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
  /** Called on Escape; preventing its default keeps the popover open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /**
   * Called on a press or focus outside the popover (presses on the `PopoverTrigger` do not count); preventing its
   * default keeps the popover open.
   */
  onInteractOutside?: (event: InteractOutsideEvent) => void;
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * The floating panel (role `dialog` unless `role` says otherwise; name it with a `PopoverTitle` or `aria-label`),
 * mounted while the popover is open. It stays where it is in the DOM, so Tab order, `dir` and theme carry on, and is
 * shown in the top layer as a manual popover, so no ancestor's overflow or stacking clips it. It closes on Escape and
 * on a press or focus outside, and focus goes back to where it was before opening (the trigger) unless the shopper
 * moved it elsewhere. Its ref is the panel element.
 */
export const PopoverContent = /* @__PURE__ */ forwardRef<HTMLDivElement, PopoverContentProps>(
  function PopoverContent(props, ref) {
    const popover = usePopover('PopoverContent');
    return popover.open ? <OpenPopoverContent {...props} forwardedRef={ref} /> : null;
  },
);

function OpenPopoverContent({
  side = 'bottom',
  align = 'center',
  sideOffset = 8,
  collisionPadding = 8,
  padding = 'md',
  className,
  forwardedRef,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: PopoverContentProps & { forwardedRef: ForwardedRef<HTMLDivElement> }) {
  const popover = usePopover('PopoverContent');
  const panelRef = useRef<HTMLDivElement>(null);
  const elementRef = useMergedRefs(forwardedRef, panelRef);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    // Without the Popover API (older browsers, jsdom) the panel is a plain fixed layer.
    if (panel && 'showPopover' in panel && !panel.matches(':popover-open')) panel.showPopover();
  }, []);
  usePopoverPlacement(panelRef, () => anchorElement(popover), { side, align, sideOffset, collisionPadding });
  useAutoFocus(panelRef, { onOpenAutoFocus, onCloseAutoFocus });
  useDismiss(panelRef, {
    onEscapeKeyDown,
    onInteractOutside,
    isPartOfPopover: (target) => popover.triggerRef.current?.contains(target) ?? false,
    close: () => popover.setOpen(false),
  });

  return (
    <div
      role="dialog"
      id={popover.contentId}
      aria-labelledby={popover.hasTitle ? popover.titleId : undefined}
      aria-describedby={popover.hasDescription ? popover.descriptionId : undefined}
      tabIndex={-1}
      {...props}
      ref={elementRef}
      popover="manual"
      data-slot="popover-content"
      data-state="open"
      data-padding={padding}
      data-align={align}
      className={cx(popoverContentVariants({ padding }), className)}
    />
  );
}
