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
  const { orientation } = state;
  const ref = useRef<HTMLDivElement>(null);

  // The enabled tabs are read from the rendered list, so any markup around the `Tab`s works. Wholly disabled tabs
  // still show their selected panel, so every tab counts then.
  useLayoutEffect(() => {
    const tabs = ref.current?.querySelectorAll<HTMLElement>('[role="tab"][data-key]') ?? [];
    state.setEnabledKeys(
      Array.from(tabs)
        .filter((tab) => state.isListDisabled || !tab.hasAttribute('data-disabled'))
        .map((tab) => tab.dataset.key as string),
    );
  });

  return (
    <div
      {...labelling}
      ref={ref}
      role="tablist"
      aria-orientation={orientation}
      data-slot="tab-list"
      data-orientation={orientation}
      className={cx(tabListVariants({ orientation }), className)}
    >
      {children}
    </div>
  );
}
