import { createContext, useContext, type RefObject } from 'react';

/**
 * What the kit's `Popover` adds to Radix's: its open state and the panel's id (the trigger's `aria-controls`), and the
 * trigger, which focus returns to when it fell to the page.
 */
interface PopoverIdsValue {
  open: boolean;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** Rendered as `.Provider`: React 19's `<Context value>` crashes React 18.3, which the kit's peer range includes. */
const Context = createContext<PopoverIdsValue | null>(null);

export const PopoverIds = {
  Provider: Context.Provider,
  /** The enclosing `Popover`'s state; `part` names the component in the error when there is none. */
  use(part: string): PopoverIdsValue {
    const value = useContext(Context);
    if (!value) throw new Error(`<${part}> must be inside a <Popover>.`);
    return value;
  },
};
