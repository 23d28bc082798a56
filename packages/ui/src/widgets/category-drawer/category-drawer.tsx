import { categoryPath, type Category } from '@sauda/commerce';
import { cx } from '../../lib/cx';
import { Dialog } from '../../primitives/dialog';
import { Link } from '../../primitives/link';
import { Skeleton } from '../../primitives/skeleton';

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
  /** Texts of the drawer, in English by default. */
  labels?: {
    /** The drawer's title. @default 'Categories' */
    title?: string;
    /** @default 'Close' */
    close?: string;
    /** Announced while loading. @default 'Loading categories...' */
    loading?: string;
    /** Shown when there are no categories. @default 'No categories to show yet.' */
    empty?: string;
  };
  /** Extra classes for the drawer panel. */
  className?: string;
}

const rowClass = 'flex min-h-14 items-center gap-3 rounded-md px-3 py-2';

const placeholder = (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </svg>
);

/**
 * The categories drawer of small screens (spec §2.4): a sheet from the start edge titled 'Categories', listing each
 * category with its image and name. A category links to `/{name-with-hyphens}/{id}` and closes the drawer. Focus
 * is trapped inside, Escape closes, and focus returns to what opened it.
 */
export function CategoryDrawer({
  categories,
  isOpen,
  defaultOpen,
  onOpenChange,
  isLoading = false,
  skeletonCount = 8,
  getHref = (category) => categoryPath(category.name, category.id),
  labels,
  className,
}: CategoryDrawerProps) {
  const text = {
    title: labels?.title ?? 'Categories',
    close: labels?.close ?? 'Close',
    loading: labels?.loading ?? 'Loading categories...',
    empty: labels?.empty ?? 'No categories to show yet.',
  };
  return (
    <Dialog
      title={text.title}
      side="start"
      closeLabel={text.close}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={className}
    >
      {({ close }) =>
        isLoading ? (
          <div data-slot="category-drawer-loading" aria-busy="true" className="-mx-3 flex flex-col gap-0.5">
            <span role="status" className="sr-only">
              {text.loading}
            </span>
            {Array.from({ length: Math.max(1, skeletonCount) }, (_, index) => (
              <div key={index} data-slot="category-drawer-skeleton" className={rowClass}>
                <span className="size-10 shrink-0">
                  <Skeleton />
                </span>
                <span className={index % 2 ? 'w-1/2' : 'w-2/3'}>
                  <Skeleton shape="text" size="sm" />
                </span>
              </div>
            ))}
          </div>
        ) : categories.length === 0 ? (
          <p data-slot="category-drawer-empty" className="py-6 text-center text-sm text-muted">
            {text.empty}
          </p>
        ) : (
          <ul data-slot="category-drawer-list" aria-label={text.title} className="-mx-3 flex flex-col gap-0.5">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={getHref(category)}
                  variant="plain"
                  onPress={close}
                  data-slot="category-drawer-link"
                  className={cx(rowClass, 'text-sm font-medium text-fg transition-colors hover:bg-surface')}
                >
                  <span
                    data-slot="category-drawer-image"
                    className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface text-muted"
                  >
                    {category.image ? (
                      <img src={category.image} alt="" width={40} height={40} className="size-full object-cover" />
                    ) : (
                      placeholder
                    )}
                  </span>
                  <span className="min-w-0 break-words">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Dialog>
  );
}
