import type { TabsState } from './tabs-context';
import { inlineArrowStep } from '../../lib/reading-direction';

const VERTICAL_STEPS: Record<string, number | undefined> = { ArrowDown: 1, ArrowUp: -1 };

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
  // +1 is the next tab in reading order.
  const step = orientation === 'vertical' ? VERTICAL_STEPS[key] : inlineArrowStep(key, list);
  if (step === undefined) return undefined;
  return tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length];
}
