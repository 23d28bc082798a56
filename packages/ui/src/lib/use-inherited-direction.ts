import { useCallback, useSyncExternalStore } from 'react';
import { isRightToLeft } from './reading-direction';

const subscribeToDirection = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
  return () => observer.disconnect();
};

/** Follows the computed direction of an element (falling back to the document's) as `dir` attributes change. */
export function useInheritedDirection(element: HTMLElement | null): 'ltr' | 'rtl' {
  const getSnapshot = useCallback(
    () => (isRightToLeft(element ?? document.documentElement) ? 'rtl' : 'ltr'),
    [element],
  );
  return useSyncExternalStore(subscribeToDirection, getSnapshot, () => 'ltr');
}
