import { categoryPath } from '@sauda/commerce';
import { cx } from '../../lib/cx';
import { Dialog } from '../../primitives/dialog';
import { Link } from '../../primitives/link';
import { Skeleton } from '../../primitives/skeleton';
import type { CategoryDrawerProps } from './category-drawer';

const rowClass = 'flex min-h-14 items-center gap-3 rounded-md px-3 py-2';

const placeholder = (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </svg>
);

/** The drawer itself (the kit's modal Dialog as a side sheet), loaded the first time the drawer opens. */
export default function CategoryDrawerSheet({
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
