import { useCallback } from 'react';
import { useLatest } from './use-latest';

/**
 * A function whose identity never changes and that always calls the latest `callback`: memoised children (the cards
 * of a grid) then skip re-rendering when a parent passes a new inline handler on every render. Undefined stays
 * undefined, so a child can still tell whether a handler was given.
 */
export function useStableCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
): ((...args: Args) => void) | undefined {
  const latest = useLatest(callback);
  const stable = useCallback((...args: Args) => latest.current?.(...args), [latest]);
  return callback ? stable : undefined;
}
