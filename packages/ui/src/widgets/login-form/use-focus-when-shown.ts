import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first link or button inside the returned ref's element when `shown` turns true after mount: a
 * success state replaces the focused submit button, and keyboard users must not be left on the page body.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown && !wasShown.current) (ref.current?.querySelector<HTMLElement>('a, button') ?? ref.current)?.focus();
    wasShown.current = shown;
  }, [shown]);
  return ref;
}
