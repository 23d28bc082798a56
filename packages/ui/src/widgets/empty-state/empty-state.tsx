import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../../primitives/button/button';
import { Link } from '../../primitives/link/link';

/** An action under the message: a link when it has `href`, else a button. */
export type EmptyStateAction =
  { label: string; href: string; onPress?: never } | { label: string; onPress: () => void; href?: never };

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
        {title}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="sd:text-sm sd:text-muted">
          {description}
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
                {action.label}
              </Link>
            ) : (
              <Button key={action.label} variant={index === 0 ? 'primary' : 'secondary'} onClick={action.onPress}>
                {action.label}
              </Button>
            ),
          )}
        </div>
      )}
    </section>
  );
});
