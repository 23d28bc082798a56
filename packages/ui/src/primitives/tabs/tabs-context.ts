import { createContext, useContext } from 'react';

/** A tab's id as `Tabs` takes and gives it back: a string or a number. */
export type Key = string | number;

/** What `Tabs` shares with its list, tabs and panels. */
export interface TabsState {
  /** Prefix of the tab and panel element ids. */
  baseId: string;
  orientation: 'horizontal' | 'vertical';
  keyboardActivation: 'automatic' | 'manual';
  /** The shown tab's id, once known. */
  selectedKey: string | undefined;
  /** The tab holding the list's single tab stop: the focused one in manual mode, else the selected one. */
  tabStopKey: string | undefined;
  /** The tab whose focus ring shows (focused from the keyboard). */
  focusVisibleKey: string | undefined;
  /** Every tab is disabled (`Tabs`' `isDisabled`); the selected panel still shows. */
  isListDisabled: boolean;
  /** Whether the tab with this id cannot be selected, by `disabledKeys` or `isDisabled`. */
  isDisabled: (key: string) => boolean;
  select: (key: string) => void;
  onTabFocus: (key: string | undefined, isVisible: boolean) => void;
  /** Called by the list after each render with the ids of its enabled tabs, in order. */
  setEnabledKeys: (keys: string[]) => void;
}

export const TabsContext = createContext<TabsState | null>(null);

/** The state of the enclosing `Tabs`; the parts make no sense outside one. */
export function useTabsState(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be placed inside Tabs.`);
  return state;
}

/** Element ids of a tab and its panel, safe for any key (ids and id references cannot hold spaces). */
export function tabIds(baseId: string, key: string) {
  const safe = encodeURIComponent(key);
  return { tabId: `${baseId}-tab-${safe}`, panelId: `${baseId}-panel-${safe}` };
}
