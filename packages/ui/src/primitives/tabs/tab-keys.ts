import type { TabsState } from './tabs-context';

/** The keys that move along each orientation: +1 is the next tab in reading order. */
const STEPS: Record<TabsState['orientation'], Record<string, number | undefined>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
};

/**
 * The enabled tab a key moves to from `current`, wrapping at both ends: the arrows of the list's orientation (left and
 * right swap places right-to-left), Home and End. Undefined for any other key.
 */
export function tabForKey(
  current: HTMLElement,
  key: string,
  orientation: TabsState['orientation'],
): HTMLElement | undefined {
  const list = current.closest('[role="tablist"]');
  if (!list) return undefined;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]:not([data-disabled])'));
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  const step = STEPS[orientation][key];
  if (step === undefined) return undefined;
  const mirrored = orientation === 'horizontal' && getComputedStyle(list).direction === 'rtl';
  return tabs[(tabs.indexOf(current) + (mirrored ? -step : step) + tabs.length) % tabs.length];
}
