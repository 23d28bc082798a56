import type { FaqGroup } from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { faqAccordionTexts } from './texts/en';

/** Texts of the accordion; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface FaqAccordionLabels {
  /** Accessible name of the search box. @default 'Search questions' */
  search?: string;
  /** @default 'Search questions...' */
  searchPlaceholder?: string;
  /** Shown when no question is left to show. @default 'No questions match your search.' */
  noMatches?: string;
}

export interface FaqAccordionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The questions by group, already filtered for `query` (the storefront filters with @sauda/commerce). */
  groups: FaqGroup[];
  /** The search text. Omit to hide the search box (e.g. the help page's short FAQ). */
  query?: string;
  /** Called as the shopper types in the search box. */
  onQueryChange?: (query: string) => void;
  /** Texts of the search box and the no-match message, each replacing the language's own (`FaqAccordionLabels`). */
  labels?: FaqAccordionLabels;
  /**
   * Heading level of the group titles.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Extra classes for the root element. */
  className?: string;
}

/** Questions that expand one at a time, grouped, with an optional search box above. *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const FaqAccordion = /* @__PURE__ */ forwardRef<HTMLDivElement, FaqAccordionProps>(function FaqAccordion(
  { groups, query, onQueryChange, labels, headingLevel = 2, className, ...rest },
  ref,
) {
  const id = useId();
  const text = useTexts(faqAccordionTexts, labels);
  const [open, setOpen] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const QuestionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const visible = groups.filter((group) => group.entries.length > 0);
  return (
    <div {...rest} ref={ref} data-slot="faq-accordion" className={cx('sd:flex sd:flex-col sd:gap-6', className)}>
      {query !== undefined && (
        <TextField
          type="search"
          label={text.search}
          hideLabel
          placeholder={text.searchPlaceholder}
          value={query}
          onChange={onQueryChange}
        />
      )}
      {visible.length === 0 && (
        <p data-slot="faq-accordion-empty" role="status" className="sd:text-sm sd:text-muted">
          {text.noMatches}
        </p>
      )}
      {visible.map((group, groupIndex) => (
        <section key={group.title} data-slot="faq-accordion-group" aria-labelledby={`${id}-g${groupIndex}`}>
          <Heading id={`${id}-g${groupIndex}`} className="sd:mb-2 sd:text-lg sd:font-semibold sd:text-fg">
            {group.title}
          </Heading>
          <ul className="sd:divide-y sd:divide-line sd:rounded-lg sd:border sd:border-line sd:bg-raised">
            {group.entries.map((item, itemIndex) => {
              const key = `${groupIndex}-${itemIndex}`;
              const isOpen = open === key;
              const panelId = `${id}-p${key}`;
              return (
                <li key={item.question} data-slot="faq-accordion-item" data-open={isOpen || undefined}>
                  <QuestionHeading className="sd:m-0">
                    <Button
                      variant="ghost"
                      fullWidth
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onPress={() => setOpen(isOpen ? null : key)}
                      className="sd:h-auto sd:min-h-12 sd:justify-between sd:rounded-none sd:px-4 sd:py-3 sd:text-start sd:whitespace-normal"
                    >
                      <span data-slot="faq-accordion-question">{item.question}</span>
                      <svg
                        aria-hidden
                        viewBox="0 0 20 20"
                        className={cx('sd:size-4 sd:shrink-0 sd:transition-transform', isOpen && 'sd:rotate-180')}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </Button>
                  </QuestionHeading>
                  <div
                    id={panelId}
                    data-slot="faq-accordion-answer"
                    role="region"
                    aria-label={item.question}
                    hidden={!isOpen}
                    className="sd:px-4 sd:pb-4 sd:text-sm sd:text-muted"
                  >
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
});
