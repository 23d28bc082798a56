import type { MouseEvent } from 'react';

/**
 * Click handling shared by the kit's buttons: `onClick` first, then `onPress` unless the click was cancelled; a
 * pending button swallows the click (and with it a form submission).
 */
export function pressHandler(
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
  onPress: (() => void) | undefined,
  isPending = false,
) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (!event.defaultPrevented) onPress?.();
  };
}
