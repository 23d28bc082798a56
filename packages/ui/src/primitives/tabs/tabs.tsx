import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useInheritedDirection } from '../../lib/use-inherited-direction';
import { Tab } from './tab';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';
import { ariaTabs, TabsContext, type Key, type TabsState } from './tabs-context';
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

/**
 * Downloads react-aria-components' tabs ahead of a `Tabs`' first mount (an app may call it when a page with tabs is
 * likely next; a story's loader does): a `Tabs` mounted after it settles answers the arrow keys from its first render.
 * A `Tabs` drawn before they arrive swaps its static root for react-aria's when they do, and React draws everything
 * in its panel again from scratch: a page whose panel holds a listing asks for them as its own code arrives, so the
 * swap happens while the panel still shows its skeleton.
 */
export const preloadTabs = ariaTabs.preload;

/** Keys as the tabs carry them: `selectedKey={1}` matches `<Tab id="1">`. */
const asTabKey = (key: Key | null | undefined) => (key == null ? undefined : String(key));

/**
 * No tab selected yet, with the selection still held by the kit: react-stately's tab list takes `null` that way (it
 * checks `selectedKey == null`, then shows none until told), while its type leaves `null` out. `undefined` would hand
 * the selection to react-aria, and then back, which it warns about.
 */
const noSelectionYet = null as unknown as string;

/**
 * Tabs (the WAI-ARIA tabs pattern) on react-aria-components: a tab list and the panel of the selected tab. The list
 * is one tab stop; the arrow keys of its orientation (mirrored right-to-left) move between the enabled tabs and wrap,
 * Home and End jump to the ends, and the focused tab is selected at once (`automatic`) or on Enter or Space
 * (`manual`). The server renders the tabs and the selected panel; react-aria's code is downloaded on mount.
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
  const aria = ariaTabs.useModule();
  const baseId = useId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  // react-aria reads the direction from its locale; the kit follows the page's `dir` (AriaProviders).
  const direction = useInheritedDirection(root);
  const [ownKey, setOwnKey] = useState(() => asTabKey(defaultSelectedKey));
  const [enabledKeys, setEnabledKeys] = useState<string[] | null>(null);

  // A static tab focused when react-aria's tabs replace the static ones hands its focus to its replacement, so a
  // keyboard shopper who reached the tabs early carries on from there.
  const focusedStaticTab = useRef<string | undefined>(undefined);
  const followStaticFocus = (event: FocusEvent<HTMLElement>) => {
    const tab = event.type === 'focus' ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    focusedStaticTab.current = tab?.dataset.key;
  };
  useLayoutEffect(() => {
    const key = focusedStaticTab.current;
    if (!aria || key === undefined || !root?.isConnected) return;
    focusedStaticTab.current = undefined;
    if (document.activeElement && document.activeElement !== document.body) return;
    root.querySelector<HTMLElement>(`[role="tab"][data-key="${CSS.escape(key)}"]`)?.focus();
  }, [aria, root]);

  const chosen = selectedKey === undefined ? ownKey : asTabKey(selectedKey);
  // Until the list has rendered the choice stands; then a missing or disabled choice falls back to the first enabled tab.
  const selected = !enabledKeys || (chosen !== undefined && enabledKeys.includes(chosen)) ? chosen : enabledKeys[0];
  const disabled = Array.from(disabledKeys ?? [], String);

  const select = (key: string) => {
    if (isDisabled || disabled.includes(key) || key === selected) return;
    setOwnKey(key);
    onSelectionChange?.(key);
  };
  const state: TabsState = {
    aria,
    baseId,
    orientation,
    selectedKey: selected,
    isListDisabled: isDisabled,
    isDisabled: (key) => isDisabled || disabled.includes(key),
    select,
    setEnabledKeys,
  };

  const content = items ? (
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
  );
  const classes = cx(tabsVariants({ orientation }), className);

  return (
    <TabsContext.Provider value={state}>
      {aria ? (
        <aria.AriaTabs
          ref={setRoot}
          direction={direction}
          data-slot="tabs"
          orientation={orientation}
          keyboardActivation={keyboardActivation}
          // The kit keeps the selection (the static tabs set it before react-aria's arrive); react-aria shows it.
          // Before the list has said which tabs it holds there is none yet, and react-aria's own pick is not taken.
          selectedKey={selected ?? noSelectionYet}
          onSelectionChange={(key) => {
            if (selected !== undefined) select(String(key));
          }}
          disabledKeys={disabled}
          isDisabled={isDisabled}
          className={classes}
        >
          {content}
        </aria.AriaTabs>
      ) : (
        <div
          ref={setRoot}
          data-slot="tabs"
          data-orientation={orientation}
          data-static
          onFocus={followStaticFocus}
          onBlur={followStaticFocus}
          className={classes}
        >
          {content}
        </div>
      )}
    </TabsContext.Provider>
  );
}
