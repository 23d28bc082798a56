import { createContext, useContext } from 'react';
import { onDemand } from '../../lib/on-demand';
import type * as AriaTabParts from './aria-tabs';

/** A tab's id as `Tabs` takes and gives it back: a string or a number. */
export type Key = string | number;

/**
 * react-aria-components' tabs (issue 31: the kit's design names the library), about 28 kB brotli: downloaded when a
 * `Tabs` first mounts, never part of a page's first load. Until they arrive the tabs are drawn as the server rendered
 * them, and a press selects; the arrow keys work once they are there.
 */
export const ariaTabs = onDemand(() => import('./aria-tabs'));

/** What `Tabs` shares with its list, tabs and panels. */
export interface TabsState {
  /** react-aria-components' parts once downloaded; the static parts are drawn until then. */
  aria: typeof AriaTabParts | undefined;
  /** Prefix of the static tab and panel element ids. */
  baseId: string;
  orientation: 'horizontal' | 'vertical';
  /** The shown tab's id, once known. */
  selectedKey: string | undefined;
  /** Every tab is disabled (`Tabs`' `isDisabled`); the selected panel still shows. */
  isListDisabled: boolean;
  /** Whether the tab with this id cannot be selected, by `disabledKeys` or `isDisabled`. */
  isDisabled: (key: string) => boolean;
  select: (key: string) => void;
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

/** Element ids of a static tab and its panel, safe for any key (ids and id references cannot hold spaces). */
export function tabIds(baseId: string, key: string) {
  const safe = encodeURIComponent(key);
  return { tabId: `${baseId}-tab-${safe}`, panelId: `${baseId}-panel-${safe}` };
}
