import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import { tabbables } from '../../lib/tabbables';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { PopoverIds } from './popover-ids';
import { popoverContentVariants } from './popover.variants';
import { closeModalOver, isInModalOver } from './modal-over';

/** A side of the anchor; `left`/`right` are physical. */
export type PopoverSide = 'top' | 'right' | 'bottom' | 'left';
/** Alignment along the side; for `top`/`bottom`, `start` follows the reading direction. */
export type PopoverAlign = 'start' | 'center' | 'end';

/** A press or focus outside the panel; cancel it to keep the panel open. `target` is where it happened. */
export type InteractOutsideEvent = CustomEvent<{ originalEvent: PointerEvent | FocusEvent }>;

export interface PopoverContentProps extends Omit<ComponentPropsWithoutRef<'div'>, 'className'> {
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
  /** Called as the panel opens; preventing its default leaves focus where it is. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called after the panel closed; preventing its default leaves focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
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
 * The kit's names for Radix's custom properties, which consumers' classes use: the anchor's width (a dropdown as wide
 * as its field), the height left on the chosen side, and the corner the panel grows from.
 */
const kitProperties = {
  '--popover-anchor-width': 'var(--radix-popover-trigger-width)',
  '--popover-available-height': 'var(--radix-popover-content-available-height)',
  '--popover-transform-origin': 'var(--radix-popover-content-transform-origin)',
} as CSSProperties;

/**
 * The floating panel (role `dialog` unless `role` says otherwise; name it with a `PopoverTitle` or `aria-label`),
 * mounted while the popover is open; focus moves to its first control (else the panel) and Tab goes round inside it. It stays where it is in the DOM (no portal), so Tab order, `dir`, theme and a
 * modal `<dialog>` around it carry on; it is a fixed layer, so no ancestor's overflow clips it. It closes on Escape and
 * on a press or focus outside, and focus goes back to the trigger unless the shopper moved it elsewhere. A modal
 * dialog opened from inside it takes Escape, presses and focus first. Its ref is the panel element.
 */
export const PopoverContent = /* @__PURE__ */ forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {
    side = 'bottom',
    align = 'center',
    sideOffset = 8,
    collisionPadding = 8,
    padding = 'md',
    className,
    style,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onInteractOutside,
    ...props
  },
  ref,
) {
  const { contentId, triggerRef } = PopoverIds.use('PopoverContent');
  const panelRef = useRef<HTMLDivElement>(null);
  const elementRef = useMergedRefs(ref, panelRef);
  return (
    <RadixPopover.Content
      id={contentId}
      {...props}
      ref={elementRef}
      side={side}
      align={align}
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      data-slot="popover-content"
      data-padding={padding}
      style={{ ...kitProperties, ...style }}
      className={cx(popoverContentVariants({ padding }), className)}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Radix skips links when it picks the first control; the kit's panels (the account links) start on it.
        event.preventDefault();
        const panel = panelRef.current;
        if (panel) (tabbables(panel)[0] ?? panel).focus({ preventScroll: true });
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Back to the trigger when focus fell to the page (closed from inside, or a press on a spot that takes no
        // focus); a press on another control keeps that control's focus.
        event.preventDefault();
        const active = document.activeElement;
        if (!active || active === document.body) triggerRef.current?.focus();
      }}
      onEscapeKeyDown={(event) => {
        // Escape in a modal dialog opened from the panel is that dialog's: it closes, the panel stays.
        if (isInModalOver(event.target, panelRef.current)) {
          event.preventDefault();
          closeModalOver(event.target);
          return;
        }
        onEscapeKeyDown?.(event);
      }}
      onInteractOutside={(event) => {
        if (isInModalOver(event.target, panelRef.current)) event.preventDefault();
        else onInteractOutside?.(event as InteractOutsideEvent);
      }}
    />
  );
});
