import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { categoryPath, type Category } from '@sauda/commerce';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { ResponsiveImg } from '../../lib/responsive-image';
import { Link } from '../../primitives/link';
import { Skeleton } from '../../primitives/skeleton';
import { categoryTilesTexts } from './texts/en';

/** Texts of the grid; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface CategoryTilesLabels {
  /** Accessible name of the list. @default 'Categories' */
  list?: string;
  /** Announced while loading. @default 'Loading categories' */
  loading?: string;
}

export interface CategoryTilesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The categories: id, name and image URL (empty for a placeholder). */
  categories: readonly Pick<Category, 'id' | 'name' | 'image'>[];
  /**
   * While true the grid shows skeleton tiles and is marked busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Number of skeleton tiles while loading.
   * @default 8
   */
  skeletonCount?: number;
  /**
   * Intrinsic size of the images in px (width and height attributes), so tiles keep their size while images load.
   * @default 96
   */
  imageSize?: number;
  /**
   * Images of the first tiles load at once, the rest when scrolled near: the first row is on screen when the page
   * opens (often its largest paint), and a lazy image there starts only after layout.
   * @default 8
   */
  eagerImageCount?: number;
  /**
   * Where each tile links.
   * @default (category) => categoryPath(category.name, category.id) ('/{name-with-hyphens}/{id}')
   */
  getHref?: (category: Pick<Category, 'id' | 'name'>) => string;
  /** Texts of the grid, each replacing the language's own (English by default, `CategoryTilesLabels`). */
  labels?: CategoryTilesLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const gridClass =
  'sd:grid sd:grid-cols-3 sd:gap-x-3 sd:gap-y-5 sd:min-[480px]:grid-cols-4 sd:md:grid-cols-6 sd:lg:grid-cols-8';
const imageClass =
  'sd:block sd:aspect-square sd:w-full sd:max-w-24 sd:overflow-hidden sd:rounded-2xl sd:border sd:border-line sd:bg-surface';

/** The home page's categories: a responsive grid of image tiles, each a link to the category listing. *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const CategoryTiles = /* @__PURE__ */ forwardRef<HTMLDivElement, CategoryTilesProps>(function CategoryTiles(
  {
    categories,
    isLoading = false,
    skeletonCount = 8,
    imageSize = 96,
    eagerImageCount = 8,
    getHref = (category) => categoryPath(category.name, category.id),
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = useTexts(categoryTilesTexts, labels);
  if (isLoading) {
    return (
      <div data-slot="category-tiles" data-state="loading" aria-busy="true" className={className}>
        <span role="status" className="sd:sr-only">
          {text.loading}
        </span>
        <ul aria-hidden className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className="sd:flex sd:flex-col sd:items-center sd:gap-2">
              <span className={cx(imageClass, 'sd:border-transparent')}>
                <Skeleton />
              </span>
              <Skeleton shape="text" size="sm" className="sd:max-w-20" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div {...rest} ref={ref} data-slot="category-tiles" data-state="ready" className={className}>
      <ul aria-label={text.list} className={gridClass}>
        {categories.map((category, index) => (
          <li key={category.id} data-slot="category-tile" className="sd:flex">
            <Link
              href={getHref(category)}
              variant="plain"
              className="sd:group/category sd:flex sd:flex-1 sd:flex-col sd:items-center sd:gap-2 sd:rounded-lg sd:p-1 sd:text-center sd:text-fg"
            >
              <span
                data-slot="category-tile-image"
                className={cx(imageClass, 'sd:transition-[border-color] sd:group-hover/category:border-brand')}
              >
                {category.image ? (
                  // A tile is at most `imageSize` wide: with the app's widths, a phone fetches a file that size,
                  // not the picture's default width (30 tiles on home).
                  <ResponsiveImg
                    src={category.image}
                    sizes={`${imageSize}px`}
                    alt=""
                    width={imageSize}
                    height={imageSize}
                    loading={index < eagerImageCount ? 'eager' : 'lazy'}
                    decoding="async"
                    className="sd:size-full sd:object-cover sd:transition-transform sd:group-hover/category:scale-105 sd:motion-reduce:transition-none"
                  />
                ) : (
                  <span
                    aria-hidden
                    className="sd:flex sd:size-full sd:items-center sd:justify-center sd:text-2xl sd:font-semibold sd:text-muted"
                  >
                    {Array.from(category.name.trim())[0]?.toUpperCase() ?? '?'}
                  </span>
                )}
              </span>
              {/* Never clamped: a clamp cut the name when a reader set wider text spacing (WCAG 1.4.12). */}
              <span data-slot="category-tile-name" className="sd:text-sm sd:font-medium sd:break-words">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
});
