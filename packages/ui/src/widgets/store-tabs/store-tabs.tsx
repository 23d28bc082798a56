import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { Tabs } from '../../primitives/tabs';
import { StoreProfile } from './store-profile';
import { storeTabsTexts } from './texts/en';

/** The tabs of the store page. */
export type StoreTab = 'products' | 'profile' | 'reviews';

/** Texts of `StoreTabs`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface StoreTabsLabels {
  /** @default 'Products' */
  products?: string;
  /** @default 'Profile' */
  profile?: string;
  /** @default 'Reviews' */
  reviews?: string;
  /** Accessible name of the tab list. @default 'Store sections' */
  list?: string;
  /** The Reviews placeholder (spec §2.9). @default 'This section contains reviews.' */
  reviewsPlaceholder?: string;
}

export interface StoreTabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The Products panel, e.g. the store's `ProductGrid`. */
  products: ReactNode;
  /**
   * The Profile panel.
   * @default <StoreProfile /> (the spec's fixed facts)
   */
  profile?: ReactNode;
  /**
   * The Reviews panel.
   * @default the placeholder 'This section contains reviews.'
   */
  reviews?: ReactNode;
  /** The selected tab (controlled), e.g. from the URL. */
  selectedTab?: StoreTab;
  /**
   * The tab selected first (uncontrolled).
   * @default 'products'
   */
  defaultSelectedTab?: StoreTab;
  /** Called with the tab the shopper picks (click, arrow keys, Home/End). */
  onTabChange?: (tab: StoreTab) => void;
  /** Texts of the tabs, each replacing the language's own (English by default, `StoreTabsLabels`). */
  labels?: StoreTabsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const isStoreTab = (key: unknown): key is StoreTab => key === 'products' || key === 'profile' || key === 'reviews';

/**
 * The store page's tabs (spec §2.9): Products, Profile (the fixed facts) and Reviews (a placeholder), controlled or
 * not; arrow keys move between the tabs.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const StoreTabs = /* @__PURE__ */ forwardRef<HTMLDivElement, StoreTabsProps>(function StoreTabs(
  { products, profile, reviews, selectedTab, defaultSelectedTab = 'products', onTabChange, labels, className, ...rest },
  ref,
) {
  const text = useTexts(storeTabsTexts, labels);
  const reviewsPanel = reviews ?? (
    <p
      data-slot="store-tabs-reviews-placeholder"
      className="sd:rounded-lg sd:border sd:border-dashed sd:border-line-strong sd:bg-surface sd:px-4 sd:py-10 sd:text-center sd:text-muted"
    >
      {text.reviewsPlaceholder}
    </p>
  );
  return (
    <div {...rest} ref={ref} data-slot="store-tabs" className={className}>
      <Tabs
        label={text.list}
        selectedKey={selectedTab}
        defaultSelectedKey={defaultSelectedTab}
        onSelectionChange={(key) => {
          if (isStoreTab(key)) onTabChange?.(key);
        }}
        items={[
          { id: 'products', label: text.products, content: products },
          { id: 'profile', label: text.profile, content: profile ?? <StoreProfile /> },
          { id: 'reviews', label: text.reviews, content: reviewsPanel },
        ]}
      />
    </div>
  );
});
