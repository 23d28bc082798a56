import { createContext, useContext, type RefObject } from 'react';

/** What a `Popover` shares with its parts. */
export interface PopoverState {
  /** Whether the popover is open. */
  open: boolean;
  /** Opens or closes it, telling the owner's `onOpenChange` when that changes anything. */
  setOpen: (open: boolean) => void;
  /** The `PopoverTrigger`'s element, if there is one: presses on it toggle rather than dismiss. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The `PopoverAnchor`'s element (or its `virtualRef`), which the panel is placed against instead of the trigger. */
  anchorRef: RefObject<RefObject<HTMLElement | null> | null>;
  /** Ids of the content, its title and its description. */
  contentId: string;
  titleId: string;
  descriptionId: string;
  /** Whether a `PopoverTitle` / `PopoverDescription` is rendered, so the panel only points at what exists. */
  hasTitle: boolean;
  hasDescription: boolean;
  setHasTitle: (rendered: boolean) => void;
  setHasDescription: (rendered: boolean) => void;
}

/** Rendered as `.Provider`: React 19's `<Context value>` crashes React 18.3, which the kit's peer range includes. */
export const PopoverContext = createContext<PopoverState | null>(null);

/** The enclosing `Popover`'s state; `part` names the component in the error when there is none. */
export function usePopover(part: string): PopoverState {
  const state = useContext(PopoverContext);
  if (!state) throw new Error(`<${part}> must be inside a <Popover>.`);
  return state;
}

/** The element the panel is placed against: the anchor when there is one, else the trigger. */
export function anchorElement(state: Pick<PopoverState, 'anchorRef' | 'triggerRef'>): HTMLElement | null {
  return state.anchorRef.current?.current ?? state.triggerRef.current;
}
