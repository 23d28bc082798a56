import type { ReactNode, RefObject } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from '../../primitives/popover';

interface SearchBoxPopoverProps {
  /** The search field the dropdown hangs under and keeps its width. */
  anchorRef: RefObject<HTMLDivElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dropdown's content. */
  children: ReactNode;
}

/**
 * The search box's dropdown on the kit's Popover (placement under the field, Escape and outside-click dismissal),
 * loaded when the field is first focused or hovered. Focus stays in the field: the dropdown never takes it.
 */
export default function SearchBoxPopover({ anchorRef, isOpen, onOpenChange, children }: SearchBoxPopoverProps) {
  return (
    <Popover open={isOpen} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        padding="none"
        align="start"
        sideOffset={6}
        role={undefined}
        className="sd:w-(--popover-anchor-width)"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
