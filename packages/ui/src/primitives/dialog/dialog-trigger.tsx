import { Children, cloneElement, isValidElement, useId, useState, type ReactNode } from 'react';
import { DialogTriggerContext } from './dialog-context';

export interface DialogTriggerProps {
  /**
   * The trigger, then the `Dialog`. The trigger is an element taking `onPress` (the kit's Button or IconButton); its
   * own `onPress` still runs.
   */
  children: ReactNode;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

interface TriggerProps {
  onPress?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/**
 * Opens the `Dialog` inside it when its first child is pressed and gives the dialog its open state; the dialog returns
 * focus to that child when it closes. Controlled (`isOpen`) or not (`defaultOpen`).
 */
export function DialogTrigger({ children, isOpen, defaultOpen = false, onOpenChange }: DialogTriggerProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const dialogId = useId();
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [trigger, ...rest] = Children.toArray(children);
  const pressable = isValidElement<TriggerProps>(trigger) ? trigger : null;

  return (
    <DialogTriggerContext.Provider value={{ isOpen: open, setOpen, dialogId }}>
      {pressable
        ? cloneElement(pressable, {
            onPress: () => {
              pressable.props.onPress?.();
              setOpen(true);
            },
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            'aria-controls': open ? dialogId : undefined,
          })
        : trigger}
      {rest}
    </DialogTriggerContext.Provider>
  );
}
