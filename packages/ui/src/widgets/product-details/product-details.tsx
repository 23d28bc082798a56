import type { ProductDetailList } from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../../primitives/button/button';

/** The texts of `ProductDetails`, in English by default. */
export interface ProductDetailsLabels {
  /** @default 'Description' */
  description?: string;
  /** @default 'Product details' */
  details?: string;
  /** @default 'Show more' */
  showMore?: string;
  /** @default 'Show less' */
  showLess?: string;
  /** Shown when there is neither a description nor details. @default 'The seller has not described this product yet.' */
  empty?: string;
}

export interface ProductDetailsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The product's description; line breaks are kept. */
  description?: string | null;
  /**
   * The seller's details (`Product.details`, read from the wire by `@sauda/api`). Rows with a key form a definition
   * list; notes a bullet list.
   */
  details?: ProductDetailList | null;
  /**
   * Descriptions longer than this many characters (or 6 lines) start collapsed behind 'Show more'.
   * @default 320
   */
  collapseAfter?: number;
  /**
   * Level of the section headings.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Texts of the sections. */
  labels?: ProductDetailsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const COLLAPSED_LINES = 6;
const collapsedClass = [
  'line-clamp-6 after:pointer-events-none after:absolute after:inset-x-0 after:bottom-0 after:h-8',
  'after:bg-linear-to-t after:from-bg after:to-transparent',
].join(' ');

/**
 * A product's description and the seller's details (legacy contract §5). A long description is clamped to six lines
 * with a fade and a 'Show more' / 'Show less' toggle (`aria-expanded`); the details are a definition list.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ProductDetails = /* @__PURE__ */ forwardRef<HTMLDivElement, ProductDetailsProps>(function ProductDetails(
  { description, details, collapseAfter = 320, headingLevel = 2, labels, className, ...rest },
  ref,
) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const text = description?.trim() ?? '';
  const entries = details?.entries ?? [];
  const notes = details?.notes ?? [];
  const isLong = text.length > collapseAfter || text.split('\n').length > COLLAPSED_LINES;
  const collapsed = isLong && !expanded;
  const Heading = `h${headingLevel}` as const;
  const headingClass = 'text-lg font-semibold text-fg';

  return (
    <div {...rest} ref={ref} data-slot="product-details" className={cx('flex flex-col gap-6 text-fg', className)}>
      {text && (
        <section
          data-slot="product-details-description"
          aria-labelledby={`${id}-description`}
          className="flex flex-col gap-2"
        >
          <Heading id={`${id}-description`} className={headingClass}>
            {labels?.description ?? 'Description'}
          </Heading>
          <div
            id={`${id}-text`}
            data-slot="product-details-text"
            data-collapsed={collapsed || undefined}
            className={cx(
              'relative text-sm leading-relaxed break-words whitespace-pre-line text-fg',
              collapsed && collapsedClass,
            )}
          >
            {text}
          </div>
          {isLong && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={`${id}-text`}
              onClick={() => setExpanded(!expanded)}
              className="-ms-3 self-start"
            >
              <span className="text-brand">
                {expanded ? (labels?.showLess ?? 'Show less') : (labels?.showMore ?? 'Show more')}
              </span>
            </Button>
          )}
        </section>
      )}
      {(entries.length > 0 || notes.length > 0) && (
        <section data-slot="product-details-details" aria-labelledby={`${id}-details`} className="flex flex-col gap-3">
          <Heading id={`${id}-details`} className={headingClass}>
            {labels?.details ?? 'Product details'}
          </Heading>
          {entries.length > 0 && (
            <dl
              data-slot="product-details-list"
              className="grid grid-cols-1 overflow-hidden rounded-lg border border-line text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]"
            >
              {entries.map((entry, index) => (
                <div
                  key={`${index}-${entry.key}`}
                  data-slot="product-details-row"
                  className="grid grid-cols-subgrid gap-x-6 border-line px-4 py-2.5 even:bg-surface sm:col-span-2 [&:not(:first-child)]:border-t"
                >
                  <dt className="font-medium text-muted">{entry.key}</dt>
                  <dd className="break-words text-fg">{entry.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {notes.length > 0 && (
            <ul data-slot="product-details-notes" className="list-disc space-y-1 ps-5 text-sm marker:text-muted">
              {notes.map((note, index) => (
                <li key={`${index}-${note}`}>{note}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {!text && entries.length === 0 && notes.length === 0 && (
        <p data-slot="product-details-empty" className="text-sm text-muted">
          {labels?.empty ?? 'The seller has not described this product yet.'}
        </p>
      )}
    </div>
  );
});
