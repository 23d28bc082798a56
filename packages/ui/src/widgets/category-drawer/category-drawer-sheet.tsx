import { categoryPath } from '@sauda/commerce';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Dialog } from '../../primitives/dialog';
import { Link } from '../../primitives/link';
import { Skeleton } from '../../primitives/skeleton';
import type { CategoryDrawerProps } from './category-drawer';
import { categoryDrawerTexts } from './texts/en';

const rowClass = 'sd:flex sd:min-h-14 sd:items-center sd:gap-3 sd:rounded-md sd:px-3 sd:py-2';

const placeholder = (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="sd:size-5">
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
  const text = useTexts(categoryDrawerTexts, labels);
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
          <div data-slot="category-drawer-loading" aria-busy="true" className="sd:-mx-3 sd:flex sd:flex-col sd:gap-0.5">
            <span role="status" className="sd:sr-only">
              {text.loading}
            </span>
            {Array.from({ length: Math.max(1, skeletonCount) }, (_, index) => (
              <div key={index} data-slot="category-drawer-skeleton" className={rowClass}>
                <span className="sd:size-10 sd:shrink-0">
                  <Skeleton />
                </span>
                <span className={index % 2 ? 'sd:w-1/2' : 'sd:w-2/3'}>
                  <Skeleton shape="text" size="sm" />
                </span>
              </div>
            ))}
          </div>
        ) : categories.length === 0 ? (
          <p data-slot="category-drawer-empty" className="sd:py-6 sd:text-center sd:text-sm sd:text-muted">
            {text.empty}
          </p>
        ) : (
          <ul
            data-slot="category-drawer-list"
            aria-label={text.title}
            className="sd:-mx-3 sd:flex sd:flex-col sd:gap-0.5"
          >
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={getHref(category)}
                  variant="plain"
                  onPress={close}
                  data-slot="category-drawer-link"
                  className={cx(
                    rowClass,
                    'sd:text-sm sd:font-medium sd:text-fg sd:transition-colors sd:hover:bg-surface',
                  )}
                >
                  <span
                    data-slot="category-drawer-image"
                    className="sd:flex sd:size-10 sd:shrink-0 sd:items-center sd:justify-center sd:overflow-hidden sd:rounded-md sd:bg-surface sd:text-muted"
                  >
                    {category.image ? (
                      <img
                        src={category.image}
                        alt=""
                        width={40}
                        height={40}
                        className="sd:size-full sd:object-cover"
                      />
                    ) : (
                      placeholder
                    )}
                  </span>
                  <span className="sd:min-w-0 sd:break-words">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Dialog>
  );
}
