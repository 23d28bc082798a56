import { useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { tabIds, useTabsState } from './tabs-context';
import { tabPanelVariants } from './tabs.variants';
import { useHasTabbableChild } from './use-has-tabbable-child';

export interface TabPanelProps {
  /** Must match the `id` of its `Tab`. */
  id: string;
  /** The panel's content. */
  children: ReactNode;
  /** Extra classes for the panel. */
  className?: string;
}

function ShownPanel({ id, children, className }: TabPanelProps) {
  const { baseId } = useTabsState('TabPanel');
  const ref = useRef<HTMLDivElement>(null);
  const hasTabbableChild = useHasTabbableChild(ref);
  const { tabId, panelId } = tabIds(baseId, id);
  return (
    <div
      ref={ref}
      id={panelId}
      role="tabpanel"
      aria-labelledby={tabId}
      tabIndex={hasTabbableChild ? undefined : 0}
      data-slot="tab-panel"
      className={cx(tabPanelVariants(), className)}
    >
      {children}
    </div>
  );
}

/** The content shown while the `Tab` with the same id is selected; the others are not rendered. */
export function TabPanel(props: TabPanelProps) {
  const { selectedKey } = useTabsState('TabPanel');
  return selectedKey === props.id ? <ShownPanel {...props} /> : null;
}
