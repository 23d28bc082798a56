import { useEffect, useId, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { trackFocusModality } from '../../lib/focus-modality';
import { Tab } from './tab';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';
import { TabsContext, type Key, type TabsState } from './tabs-context';
import { tabsVariants } from './tabs.variants';

/** One tab of the `items` shorthand. */
export interface TabItem {
  /** Unique key of the tab and its panel. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /**
   * The tab cannot be selected.
   * @default false
   */
  isDisabled?: boolean;
  /** Makes the tab a link, followed through the kit's `RouterProvider`, e.g. account sections with their own URL. */
  href?: string;
}

export interface TabsProps {
  /** Tabs and their panels as data. Omit to compose `TabList`, `Tab` and `TabPanel` as children instead. */
  items?: TabItem[];
  /** Compound usage: a `TabList` of `Tab`s followed by `TabPanel`s. Ignored when `items` is given. */
  children?: ReactNode;
  /** Accessible name of the tab list in `items` mode, e.g. 'My Account'. */
  label?: string;
  /**
   * `horizontal`: a strip that scrolls sideways when it overflows; `vertical`: a side list.
   * Arrow keys follow the orientation.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /** The selected tab's id (controlled). */
  selectedKey?: Key;
  /** The initially selected tab's id (uncontrolled); by default the first enabled tab. */
  defaultSelectedKey?: Key;
  /** Called with the newly selected tab's id. */
  onSelectionChange?: (key: Key) => void;
  /** Ids of tabs that cannot be selected. */
  disabledKeys?: Iterable<Key>;
  /**
   * Disables every tab.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `automatic` selects a tab as soon as it gets keyboard focus; `manual` waits for Enter or Space.
   * @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** Extra classes for the root element. */
  className?: string;
}

/** Keys as the tabs carry them: `selectedKey={1}` matches `<Tab id="1">`. */
const asTabKey = (key: Key | null | undefined) => (key == null ? undefined : String(key));

/**
 * Tabs (the WAI-ARIA tabs pattern): a tab list and the panel of the selected tab. The list is one tab stop; the arrow
 * keys of its orientation (mirrored right-to-left) move between the enabled tabs and wrap, Home and End jump to the
 * ends, and the focused tab is selected at once (`automatic`) or on Enter or Space (`manual`).
 */
export function Tabs({
  items,
  children,
  label,
  orientation = 'horizontal',
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  disabledKeys,
  isDisabled = false,
  keyboardActivation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(() => asTabKey(defaultSelectedKey));
  const [enabledKeys, setEnabledKeys] = useState<string[] | null>(null);
  const [focused, setFocused] = useState<{ key?: string; isVisible: boolean }>({ isVisible: false });
  useEffect(trackFocusModality, []);

  const chosen = selectedKey === undefined ? ownKey : asTabKey(selectedKey);
  // Until the list has rendered the choice stands; then a missing or disabled choice falls back to the first enabled tab.
  const selected = !enabledKeys || (chosen !== undefined && enabledKeys.includes(chosen)) ? chosen : enabledKeys[0];
  const disabled = new Set(Array.from(disabledKeys ?? [], String));

  const state: TabsState = {
    baseId,
    orientation,
    keyboardActivation,
    selectedKey: selected,
    tabStopKey: focused.key ?? selected,
    focusVisibleKey: focused.isVisible ? focused.key : undefined,
    isListDisabled: isDisabled,
    isDisabled: (key) => isDisabled || disabled.has(key),
    select(key) {
      if (isDisabled || disabled.has(key) || key === selected) return;
      setOwnKey(key);
      onSelectionChange?.(key);
    },
    onTabFocus: (key, isVisible) =>
      setFocused((now) => (now.key === key && now.isVisible === isVisible ? now : { key, isVisible })),
    setEnabledKeys: (keys) => setEnabledKeys((now) => (now?.join('\n') === keys.join('\n') ? now : keys)),
  };

  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" data-orientation={orientation} className={cx(tabsVariants({ orientation }), className)}>
        {items ? (
          <>
            <TabList aria-label={label}>
              {items.map((item) => (
                <Tab key={item.id} id={item.id} isDisabled={item.isDisabled} href={item.href}>
                  {item.label}
                </Tab>
              ))}
            </TabList>
            {items.map((item) => (
              <TabPanel key={item.id} id={item.id}>
                {item.content}
              </TabPanel>
            ))}
          </>
        ) : (
          children
        )}
      </div>
    </TabsContext.Provider>
  );
}
