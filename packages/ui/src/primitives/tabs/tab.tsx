import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { isFocusVisibleNow } from '../../lib/focus-modality';
import { useRouterLink } from '../../lib/router';
import { usePointerHover } from '../../lib/use-pointer-hover';
import { tabForKey } from './tab-keys';
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

/** One tab inside a `TabList`: selected by a click, or from the keyboard as `Tabs` describes. */
export function Tab({ id, children, isDisabled = false, href, className }: TabProps) {
  const state = useTabsState('Tab');
  const disabled = isDisabled || state.isDisabled(id);
  const isSelected = state.selectedKey === id;
  const { ref, isHovered, hoverProps } = usePointerHover<HTMLDivElement & HTMLAnchorElement>(disabled);
  const link = useRouterLink(href ?? '');
  const { tabId, panelId } = tabIds(state.baseId, id);

  const select = () => {
    if (!disabled) state.select(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    state.onTabFocus(id, true);
    if (event.key === 'Enter' || event.key === ' ') {
      // Enter on a link tab is left to the browser: its click follows the link and selects the tab.
      if (event.key === 'Enter' && href) return;
      event.preventDefault();
      select();
      return;
    }
    const next = tabForKey(event.currentTarget, event.key, state.orientation);
    if (!next) return;
    event.preventDefault();
    // Scrolled only as far as needed (focus alone would centre the tab in a sideways-scrolling strip).
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (state.keyboardActivation === 'automatic' && next.dataset.key !== undefined) state.select(next.dataset.key);
  };
  const tabIndex = disabled ? undefined : state.tabStopKey === id ? 0 : -1;
  const props = {
    ref,
    ...hoverProps,
    id: tabId,
    'aria-selected': isSelected,
    'aria-controls': isSelected ? panelId : undefined,
    'aria-disabled': disabled || undefined,
    'data-key': id,
    'data-slot': 'tab',
    'data-selected': isSelected || undefined,
    'data-disabled': disabled || undefined,
    'data-hovered': isHovered || undefined,
    'data-focus-visible': state.focusVisibleKey === id || undefined,
    onFocus: () => state.onTabFocus(id, isFocusVisibleNow()),
    onBlur: () => state.onTabFocus(undefined, false),
    className: cx(tabVariants(), className),
  };
  return href && !disabled ? (
    <a
      {...props}
      role="tab"
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      href={link.href}
      onClick={(event) => {
        select();
        link.onClick(event);
      }}
    >
      {children}
    </a>
  ) : (
    <div {...props} role="tab" tabIndex={tabIndex} onKeyDown={onKeyDown} onClick={select}>
      {children}
    </div>
  );
}
