import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useRouterLink } from '../../lib/router';
import { tabIds, useTabsState } from './tabs-context';
import { tabVariants } from './tabs.variants';

export interface TabProps {
  /** Must match the `id` of its `TabPanel`. */
  id: string;
  /** The tab's text. */
  children: ReactNode;
  /**
   * The tab cannot be selected.
   * @default false
   */
  isDisabled?: boolean;
  /** Makes the tab a link, followed through the kit's `RouterProvider` (the app's router). */
  href?: string;
  /** Extra classes for the tab. */
  className?: string;
}

/** One tab inside a `TabList`: selected by a press, or from the keyboard as `Tabs` describes. */
export function Tab({ id, children, isDisabled = false, href, className }: TabProps) {
  const state = useTabsState('Tab');
  const link = useRouterLink(href ?? '');
  const classes = cx(tabVariants(), className);
  if (state.aria) {
    return (
      <state.aria.Tab
        id={id}
        data-key={id}
        data-slot="tab"
        isDisabled={isDisabled}
        href={href}
        // react-aria leaves a link tab's selection to the app's URL; the kit's link tabs are selected as followed.
        onPress={href ? () => state.select(id) : undefined}
        className={classes}
      >
        {children}
      </state.aria.Tab>
    );
  }

  // Drawn by the server and until react-aria's tabs arrive: a press, Enter or Space selects (a link tab is followed).
  const disabled = isDisabled || state.isDisabled(id);
  const isSelected = state.selectedKey === id;
  const { tabId, panelId } = tabIds(state.baseId, id);
  const select = () => {
    if (!disabled) state.select(id);
  };
  const selectByKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    select();
  };
  const tabIndex = disabled ? undefined : isSelected ? 0 : -1;
  const props = {
    id: tabId,
    'aria-selected': isSelected,
    'aria-controls': isSelected ? panelId : undefined,
    'aria-disabled': disabled || undefined,
    'data-key': id,
    'data-slot': 'tab',
    'data-selected': isSelected || undefined,
    'data-disabled': disabled || undefined,
    className: classes,
  };
  return href && !disabled ? (
    <a
      {...props}
      role="tab"
      tabIndex={tabIndex}
      href={link.href}
      onClick={(event) => {
        select();
        link.onClick(event);
      }}
    >
      {children}
    </a>
  ) : (
    <div {...props} role="tab" tabIndex={tabIndex} onClick={select} onKeyDown={selectByKey}>
      {children}
    </div>
  );
}
