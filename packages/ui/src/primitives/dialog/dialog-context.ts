import { createContext } from 'react';

/** What a `DialogTrigger` gives the `Dialog` inside it. */
export interface DialogTriggerState {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Opens or closes the dialog (and tells the trigger's `onOpenChange`). */
  setOpen: (isOpen: boolean) => void;
  /** The id the dialog takes, so the trigger's `aria-controls` points at it. */
  dialogId: string;
}

/**
 * The open state of the nearest `DialogTrigger`; a `Dialog` resets it to null for what it renders inside. Rendered as
 * `.Provider`: React 19's `<Context value>` crashes React 18.3, which the kit's peer range includes.
 */
export const DialogTriggerContext = createContext<DialogTriggerState | null>(null);
