import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import { tabListVariants, tabPanelVariants, tabVariants, tabsVariants } from './tabs.variants';

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
  /** Makes the tab a link (through react-aria's `RouterProvider`), e.g. account sections with their own URL. */
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

/** Tabs (react-aria): a tab list and the panel of the selected tab, navigated with the arrow keys. */
export function Tabs({ items, children, label, orientation = 'horizontal', className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      orientation={orientation}
      data-slot="tabs"
      className={cx(tabsVariants({ orientation }), className)}
    >
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
    </AriaTabs>
  );
}

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

/** The strip (or side list) of tabs inside `Tabs`. */
export function TabList({ className, ...props }: TabListProps) {
  return (
    <AriaTabList
      {...props}
      data-slot="tab-list"
      className={({ orientation }) => cx(tabListVariants({ orientation }), className)}
    />
  );
}

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
  /** Makes the tab a link (through react-aria's `RouterProvider`). */
  href?: string;
  /** Extra classes for the tab. */
  className?: string;
}

/** One tab inside a `TabList`. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} data-slot="tab" className={cx(tabVariants(), className)} />;
}

export interface TabPanelProps {
  /** Must match the `id` of its `Tab`. */
  id: string;
  /** The panel's content. */
  children: ReactNode;
  /** Extra classes for the panel. */
  className?: string;
}

/** The content shown while the `Tab` with the same id is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} data-slot="tab-panel" className={cx(tabPanelVariants(), className)} />;
}
