import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ORDER_STATUS_TABS, type OrderStatusTab } from '@sauda/commerce';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/tabs';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { orderStatusTabsTexts } from './texts/en';

/** Texts of the status tabs; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface OrderStatusTabsLabels {
  /** Accessible name of the tab list. @default 'Order status' */
  tabs?: string;
  /** The 'All' tab's name. @default 'All' */
  all?: string;
  /** The 'Pending' tab's name. @default 'Pending' */
  pending?: string;
  /** The 'Confirmed' tab's name. @default 'Confirmed' */
  confirmed?: string;
  /** The 'Shipped' tab's name. @default 'Shipped' */
  shipped?: string;
  /** The 'Delivered' tab's name. @default 'Delivered' */
  delivered?: string;
}

export interface OrderStatusTabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The selected tab (controlled): 'All', 'Pending', 'Confirmed', 'Shipped' or 'Delivered'. */
  selectedTab: OrderStatusTab;
  /** Called with the newly selected tab; filter the orders with commerce's `filterOrdersByTab`. */
  onSelectedTabChange: (tab: OrderStatusTab) => void;
  /** The orders of the selected tab (or its empty state), shown in the tab panel. */
  children?: ReactNode;
  /** Number of orders per tab, shown after the tab's name, e.g. `{ All: 12, Pending: 3 }`. Tabs without one show none. */
  counts?: Partial<Record<OrderStatusTab, number>>;
  /**
   * Accessible name of the tab list; it wins over `labels.tabs`.
   * @default the language's `labels.tabs` ('Order status')
   */
  label?: string;
  /** Texts of the tabs, each replacing the language's own (English by default, `OrderStatusTabsLabels`). */
  labels?: OrderStatusTabsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** The text of each tab's name. */
const TAB_NAMES = {
  All: 'all',
  Pending: 'pending',
  Confirmed: 'confirmed',
  Shipped: 'shipped',
  Delivered: 'delivered',
} as const satisfies Record<OrderStatusTab, keyof OrderStatusTabsLabels>;

function isTab(key: unknown): key is OrderStatusTab {
  return (ORDER_STATUS_TABS as readonly unknown[]).includes(key);
}

/** The status filter of My Orders (spec §2.13): All, Pending, Confirmed, Shipped, Delivered, navigated with arrow keys. *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const OrderStatusTabs = /* @__PURE__ */ forwardRef<HTMLDivElement, OrderStatusTabsProps>(
  function OrderStatusTabs(
    { selectedTab, onSelectedTabChange, children, counts, label, labels, className, ...rest },
    ref,
  ) {
    const text = useTexts(orderStatusTabsTexts, labels);
    return (
      <div {...rest} ref={ref} data-slot="order-status-tabs" className={cx('sd:min-w-0', className)}>
        <Tabs
          selectedKey={selectedTab}
          onSelectionChange={(key) => {
            if (isTab(key)) onSelectedTabChange(key);
          }}
        >
          <TabList aria-label={label ?? text.tabs}>
            {ORDER_STATUS_TABS.map((tab) => (
              <Tab key={tab} id={tab}>
                <span data-slot="order-status-tab-label">{text[TAB_NAMES[tab]]}</span>
                {counts?.[tab] !== undefined && (
                  <span data-slot="order-status-tab-count" className="sd:ms-1.5 sd:tabular-nums">
                    ({counts[tab]})
                  </span>
                )}
              </Tab>
            ))}
          </TabList>
          {ORDER_STATUS_TABS.map((tab) => (
            <TabPanel key={tab} id={tab}>
              <div data-slot="order-status-tabs-panel">{children}</div>
            </TabPanel>
          ))}
        </Tabs>
      </div>
    );
  },
);
