import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTabsState } from './tabs-context';
import { tabListVariants } from './tabs.variants';

export interface TabListProps {
  /** The `Tab`s. */
  children: ReactNode;
  /** Accessible name of the list, e.g. 'My Account'. */
  'aria-label'?: string;
  /** Id of an element that names the list. */
  'aria-labelledby'?: string;
  /** Extra classes for the list. */
  className?: string;
}

/** The strip (or side list) of tabs inside `Tabs`: one tab stop, the selected tab. */
export function TabList({ children, className, ...labelling }: TabListProps) {
  const state = useTabsState('TabList');
  const { orientation, aria } = state;
  const ref = useRef<HTMLDivElement>(null);

  // The enabled tabs are read from the rendered list, so any markup around the `Tab`s works. Wholly disabled tabs
  // still show their selected panel, so every tab counts then. Told only when they change: react-aria's list renders
  // again as its collection settles, and a state update from each of those renders would never end.
  const reported = useRef<string | null>(null);
  useLayoutEffect(() => {
    const tabs = ref.current?.querySelectorAll<HTMLElement>('[role="tab"][data-key]') ?? [];
    const keys = Array.from(tabs)
      .filter((tab) => state.isListDisabled || !tab.hasAttribute('data-disabled'))
      .map((tab) => tab.dataset.key as string);
    if (reported.current === keys.join('\n')) return;
    reported.current = keys.join('\n');
    state.setEnabledKeys(keys);
  });

  const classes = cx(tabListVariants({ orientation }), className);
  return aria ? (
    <aria.TabList {...labelling} ref={ref} data-slot="tab-list" className={classes}>
      {children}
    </aria.TabList>
  ) : (
    <div
      {...labelling}
      ref={ref}
      role="tablist"
      aria-orientation={orientation}
      data-slot="tab-list"
      data-orientation={orientation}
      className={classes}
    >
      {children}
    </div>
  );
}
