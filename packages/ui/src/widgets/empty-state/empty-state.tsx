import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button/button';
import { Link } from '../../primitives/link/link';
import { emptyStateTexts } from './texts/en';

/** An action under the message: a link when it has `href`, else a button. */
export type EmptyStateAction =
  { label: string; href: string; onPress?: never } | { label: string; onPress: () => void; href?: never };

/**
 * Texts of the spec's empty states (`emptyStates`); in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`: a title, description or action label that is one of these English texts shows in that language.
 */
export interface EmptyStateLabels {
  /** @default 'Your Cart is Empty' */
  cartTitle?: string;
  /** @default 'Browse our categories and discover our best deals!' */
  cartDescription?: string;
  /** @default 'Continue Shopping' */
  continueShopping?: string;
  /** Title of the empty listings (category, search, deals). @default 'No Products Found' */
  noProducts?: string;
  /** @default 'Explore Categories' */
  exploreCategories?: string;
  /**
   * @default "Oops! We couldn't find any products matching your search. Try exploring other categories or updating your
   * filters."
   */
  searchResultsDescription?: string;
  /** @default 'Update Filters' */
  updateFilters?: string;
  /** @default 'No items in your wishlist' */
  wishlistTitle?: string;
  /** @default 'Add your favorite items to the wishlist!' */
  wishlistDescription?: string;
  /** @default 'No Orders Found' */
  ordersTitle?: string;
  /** @default 'Start Shopping' */
  startShopping?: string;
  /** @default 'No Returns Yet!' */
  returnsTitle?: string;
  /** @default 'No Cancellations Yet!' */
  cancellationsTitle?: string;
  /** @default 'No followed shops yet' */
  followedShopsTitle?: string;
  /** @default 'Follow the shops you love to find their new products here.' */
  followedShopsDescription?: string;
  /** @default 'Explore Shops' */
  exploreShops?: string;
}

/** Each English text of the presets, to its key. */
const presetKeys = /* @__PURE__ */ new Map(
  Object.entries(emptyStateTexts).map(([key, text]) => [text, key as keyof typeof emptyStateTexts]),
);

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The message, e.g. 'Your Cart is Empty'. */
  title: string;
  /** A line under the title. */
  description?: string;
  /** The actions, first one primary, e.g. 'Continue Shopping' to '/'. */
  actions?: EmptyStateAction[];
  /** An illustration or icon above the title (decorative). */
  illustration?: ReactNode;
  /**
   * Heading level of the title: 1 when the state is the whole page (error screens), 2 inside a page.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3;
  /** Extra classes for the root element. */
  className?: string;
}

/** What a list or page shows when there is nothing to show: a title, a line of help and where to go next. *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const EmptyState = /* @__PURE__ */ forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { title, description, actions = [], illustration, headingLevel = 2, className, ...rest },
  ref,
) {
  const text = useTexts(emptyStateTexts);
  /** A preset's English text in the language of the `KitTextsProvider`; any other text as it is. */
  const say = (shown: string) => {
    const key = text === emptyStateTexts ? undefined : presetKeys.get(shown);
    return key ? text[key] : shown;
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...rest}
      ref={ref}
      data-slot="empty-state"
      className={cx(
        'sd:mx-auto sd:flex sd:max-w-md sd:flex-col sd:items-center sd:gap-3 sd:px-4 sd:py-12 sd:text-center',
        className,
      )}
    >
      {illustration && (
        <div data-slot="empty-state-illustration" aria-hidden className="sd:mb-2 sd:text-brand">
          {illustration}
        </div>
      )}
      <Heading data-slot="empty-state-title" className="sd:text-xl sd:font-semibold sd:text-fg">
        {say(title)}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="sd:text-sm sd:text-muted">
          {say(description)}
        </p>
      )}
      {actions.length > 0 && (
        <div data-slot="empty-state-actions" className="sd:mt-2 sd:flex sd:flex-wrap sd:justify-center sd:gap-3">
          {actions.map((action, index) =>
            action.href !== undefined ? (
              <Link
                key={action.label}
                href={action.href}
                variant="button"
                buttonVariant={index === 0 ? 'primary' : 'secondary'}
              >
                {say(action.label)}
              </Link>
            ) : (
              <Button key={action.label} variant={index === 0 ? 'primary' : 'secondary'} onClick={action.onPress}>
                {say(action.label)}
              </Button>
            ),
          )}
        </div>
      )}
    </section>
  );
});
