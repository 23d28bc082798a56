import type { ProductDetailList } from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button/button';
import { productDetailsTexts } from './texts/en';

/** Texts of `ProductDetails`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
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
  /** Texts of the sections, each replacing the language's own (English by default, `ProductDetailsLabels`). */
  labels?: ProductDetailsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const COLLAPSED_LINES = 6;
const collapsedClass = [
  'sd:line-clamp-6 sd:after:pointer-events-none sd:after:absolute sd:after:inset-x-0 sd:after:bottom-0 sd:after:h-8',
  'sd:after:bg-linear-to-t sd:after:from-bg sd:after:to-transparent',
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
  const text = useTexts(productDetailsTexts, labels);
  const about = description?.trim() ?? '';
  const entries = details?.entries ?? [];
  const notes = details?.notes ?? [];
  const isLong = about.length > collapseAfter || about.split('\n').length > COLLAPSED_LINES;
  const collapsed = isLong && !expanded;
  const Heading = `h${headingLevel}` as const;
  const headingClass = 'sd:text-lg sd:font-semibold sd:text-fg';

  return (
    <div
      {...rest}
      ref={ref}
      data-slot="product-details"
      className={cx('sd:flex sd:flex-col sd:gap-6 sd:text-fg', className)}
    >
      {about && (
        <section
          data-slot="product-details-description"
          aria-labelledby={`${id}-description`}
          className="sd:flex sd:flex-col sd:gap-2"
        >
          <Heading id={`${id}-description`} className={headingClass}>
            {text.description}
          </Heading>
          <div
            id={`${id}-text`}
            data-slot="product-details-text"
            data-collapsed={collapsed || undefined}
            className={cx(
              'sd:relative sd:text-sm sd:leading-relaxed sd:break-words sd:whitespace-pre-line sd:text-fg',
              collapsed && collapsedClass,
            )}
          >
            {about}
          </div>
          {isLong && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={`${id}-text`}
              onClick={() => setExpanded(!expanded)}
              className="sd:-ms-3 sd:self-start"
            >
              <span className="sd:text-brand">{expanded ? text.showLess : text.showMore}</span>
            </Button>
          )}
        </section>
      )}
      {(entries.length > 0 || notes.length > 0) && (
        <section
          data-slot="product-details-details"
          aria-labelledby={`${id}-details`}
          className="sd:flex sd:flex-col sd:gap-3"
        >
          <Heading id={`${id}-details`} className={headingClass}>
            {text.details}
          </Heading>
          {entries.length > 0 && (
            <dl
              data-slot="product-details-list"
              className="sd:grid sd:grid-cols-1 sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:text-sm sd:sm:grid-cols-[minmax(8rem,max-content)_1fr]"
            >
              {entries.map((entry, index) => (
                <div
                  key={`${index}-${entry.key}`}
                  data-slot="product-details-row"
                  className="sd:grid sd:grid-cols-subgrid sd:gap-x-6 sd:border-line sd:px-4 sd:py-2.5 sd:even:bg-surface sd:sm:col-span-2 sd:[&:not(:first-child)]:border-t"
                >
                  <dt className="sd:font-medium sd:text-muted">{entry.key}</dt>
                  <dd className="sd:break-words sd:text-fg">{entry.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {notes.length > 0 && (
            <ul
              data-slot="product-details-notes"
              className="sd:list-disc sd:space-y-1 sd:ps-5 sd:text-sm sd:marker:text-muted"
            >
              {notes.map((note, index) => (
                <li key={`${index}-${note}`}>{note}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {!about && entries.length === 0 && notes.length === 0 && (
        <p data-slot="product-details-empty" className="sd:text-sm sd:text-muted">
          {text.empty}
        </p>
      )}
    </div>
  );
});
