import type { Category } from '@sauda/commerce';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';

/** Texts of the drawer; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface CategoryDrawerLabels {
  /** The drawer's title. @default 'Categories' */
  title?: string;
  /** @default 'Close' */
  close?: string;
  /** Announced while loading. @default 'Loading categories...' */
  loading?: string;
  /** Shown when there are no categories. @default 'No categories to show yet.' */
  empty?: string;
}

export interface CategoryDrawerProps {
  /** The categories, each with its image and name. */
  categories: readonly Category[];
  /** Whether the drawer is open (controlled), e.g. from the `MobileBottomBar`'s Categories button. */
  isOpen?: boolean;
  /**
   * Whether the drawer starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (close button, Escape, a click outside, following a category). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The categories are on their way: skeleton rows show instead.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Number of skeleton rows while loading.
   * @default 8
   */
  skeletonCount?: number;
  /**
   * Where each category links.
   * @default (category) => categoryPath(category.name, category.id)
   */
  getHref?: (category: Category) => string;
  /** Texts of the drawer, each replacing the language's own (English by default, `CategoryDrawerLabels`). */
  labels?: CategoryDrawerLabels;
  /** Extra classes for the drawer panel. */
  className?: string;
}

const CategoryDrawerSheet = /* @__PURE__ */ lazyPart(() => import('./category-drawer-sheet'));

/**
 * The categories drawer of small screens (spec §2.4): a sheet from the start edge titled 'Categories', listing each
 * category with its image and name. A category links to `/{name-with-hyphens}/{id}` and closes the drawer. Focus
 * is trapped inside, Escape closes, and focus returns to what opened it. The sheet and its dialog code load the
 * first time it opens, so pages that never open it do not download them.
 */
export function CategoryDrawer(props: CategoryDrawerProps) {
  const [wasOpened, setWasOpened] = useState(false);
  const isNeeded = wasOpened || Boolean(props.isOpen ?? props.defaultOpen);
  if (isNeeded && !wasOpened) setWasOpened(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <CategoryDrawerSheet {...props} />
    </Suspense>
  );
}
