import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { tabIds, useTabsState } from './tabs-context';
import { tabPanelVariants } from './tabs.variants';

export interface TabPanelProps {
  /** Must match the `id` of its `Tab`. */
  id: string;
  /** The panel's content. */
  children: ReactNode;
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * The content shown while the `Tab` with the same id is selected; the others are not rendered. Once react-aria's
 * tabs are there it is a tab stop of its own only when it holds nothing reachable with Tab (react-aria's rule), so Tab
 * goes from the tab straight to the panel's first control; the static panel drawn before then is never one.
 */
export function TabPanel({ id, children, className }: TabPanelProps) {
  const state = useTabsState('TabPanel');
  const classes = cx(tabPanelVariants(), className);
  if (state.aria) {
    return (
      <state.aria.TabPanel id={id} data-slot="tab-panel" className={classes}>
        {children}
      </state.aria.TabPanel>
    );
  }
  if (state.selectedKey !== id) return null;
  const { tabId, panelId } = tabIds(state.baseId, id);
  return (
    <div id={panelId} role="tabpanel" aria-labelledby={tabId} data-slot="tab-panel" className={classes}>
      {children}
    </div>
  );
}
