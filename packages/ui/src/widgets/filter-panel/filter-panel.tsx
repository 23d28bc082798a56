import {
  OPTIONS_SHOWN_BEFORE_MORE,
  PRICE_RANGE,
  RATING_THRESHOLDS,
  removeChip,
  setPriceRange,
  toggleFilterOption,
  type ListingFilters,
  type PriceRange,
  type RatingThreshold,
} from '@sauda/commerce';
import { useId, useState, type ReactNode, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { usePriceFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { RangeSlider } from '../../primitives/range-slider';
import { OptionList, toggleChoiceClassName, type SingleChoiceStyle } from './option-list';
import { filterPanelTexts } from './texts/en';

/**
 * Texts of the filter panel; in English by default (`texts/en.ts`, the spec's 'Show More', 'Show Less', 'OK'), or
 * the language of a `KitTextsProvider`.
 */
export interface FilterPanelLabels {
  /** @default 'Filters' */
  title?: string;
  /** @default 'Brand' */
  brand?: string;
  /** @default 'Color' */
  color?: string;
  /** @default 'Size' */
  size?: string;
  /** @default 'Price' */
  price?: string;
  /** @default 'Rating' */
  rating?: string;
  /** The first option of a radio group (`singleChoiceStyle: 'radio'`), which clears that filter. @default 'Any' */
  anyOption?: string;
  /** @default 'Show More' */
  showMore?: string;
  /** @default 'Show Less' */
  showLess?: string;
  /** The button that applies the price range. @default 'OK' */
  applyPrice?: string;
  /** @default 'Minimum price' */
  minPrice?: string;
  /** @default 'Maximum price' */
  maxPrice?: string;
  /** A rating button's text. @default (rating) => `${rating} Stars & Up` */
  ratingOption?: (rating: RatingThreshold) => string;
  /** An option's count after its name. @default (count) => `(${formatCount(count)})` */
  optionCount?: (count: number) => string;
}

/**
 * How many products carry each option of a list, by option name (e.g. a listing's facets). Options without an entry
 * show no count.
 */
export interface FilterOptionCounts {
  brand?: Readonly<Record<string, number>>;
  color?: Readonly<Record<string, number>>;
  size?: Readonly<Record<string, number>>;
}

export interface FilterPanelProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onChange'> {
  /** The listing's filters (controlled). */
  value: ListingFilters;
  /** Called with the new filters after every change; the panel keeps only the slider's unapplied range itself. */
  onChange: (filters: ListingFilters) => void;
  /** Brand names (the brands call), matched by exact name. */
  brands: readonly string[];
  /** Colour names (the colours call). */
  colours: readonly string[];
  /** Size names (the sizes call). */
  sizes: readonly string[];
  /**
   * How many products each option leads to, shown after its name ('Khaadi (24)') and read as part of it. Without it
   * the options show names only.
   */
  optionCounts?: FilterOptionCounts;
  /**
   * Whether the size section shows: the size filter only works when a product of the listing is in 'fashion' or
   * 'kids fashion' (pass `isSizeFilterAvailable(products)`).
   * @default sizes.length > 0
   */
  isSizeFilterOffered?: boolean;
  /**
   * The price slider's range and step: a catalogue of phones needs more than the spec's Rs 10,000. Parse the address
   * with the same range (`filtersFromQuery(query, priceRange)`) so a chosen bound survives a reload.
   * @default PRICE_RANGE ({ min: 0, max: 10000, step: 10 })
   */
  priceRange?: Readonly<PriceRange>;
  /**
   * How the brand, colour and size options are drawn: `checkbox` (the spec's, unticking clears), `radio` (a group led
   * by 'Any', which clears) or `chip` (toggle buttons in a wrapping row; pressing the active one clears). All three
   * allow one option at a time.
   * @default 'checkbox'
   */
  singleChoiceStyle?: SingleChoiceStyle;
  /**
   * Options shown in each list before 'Show More'.
   * @default OPTIONS_SHOWN_BEFORE_MORE (5)
   */
  visibleOptions?: number;
  /**
   * Show the panel's own heading; a drawer that has its own title hides it.
   * @default true
   */
  showTitle?: boolean;
  /**
   * Level of the panel's heading; sections use the next level.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Texts of the panel, each replacing the language's own (English by default, `FilterPanelLabels`). */
  labels?: FilterPanelLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const starIcon = (
  <svg viewBox="0 0 24 24" aria-hidden className="sd:size-4 sd:shrink-0 sd:text-star">
    <path
      fill="currentColor"
      d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z"
    />
  </svg>
);

type HeadingTag = 'h3' | 'h4' | 'h5';

function Section({
  title,
  heading: Heading,
  slot,
  children,
}: {
  title: string;
  heading: HeadingTag;
  slot: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      data-slot={`filter-panel-${slot}`}
      aria-labelledby={headingId}
      className="sd:flex sd:flex-col sd:gap-2 sd:border-t sd:border-line sd:pt-4 sd:first:border-t-0 sd:first:pt-0"
    >
      <Heading id={headingId} data-slot="filter-panel-section-title" className="sd:text-sm sd:font-semibold sd:text-fg">
        {title}
      </Heading>
      {children(headingId)}
    </section>
  );
}

/**
 * The listing's filters (spec §2.8, §4, §5): brand, colour and size lists (one of each at a time; a list shows 5
 * options until 'Show More'), a price range (the spec's 0 to 10000 in steps of 10, or `priceRange`) applied by 'OK', and rating buttons
 * 5, 4, 3, 2 meaning that rating or higher. The size section shows only when the size filter is offered. Given
 * `optionCounts` (a listing's facets), each option shows how many products it leads to.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const FilterPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, FilterPanelProps>(function FilterPanel(
  {
    value,
    onChange,
    brands,
    colours,
    sizes,
    optionCounts,
    isSizeFilterOffered = sizes.length > 0,
    priceRange = PRICE_RANGE,
    visibleOptions = OPTIONS_SHOWN_BEFORE_MORE,
    singleChoiceStyle = 'checkbox',
    showTitle = true,
    headingLevel = 2,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const format = { price: usePriceFormat() };
  const text = useTexts(filterPanelTexts, labels);
  const Title = `h${headingLevel}` as const;
  const sectionHeading = `h${headingLevel + 1}` as HeadingTag;

  // The slider keeps an unapplied range until 'OK'; it follows the applied range when that changes from outside.
  const applied: [number, number] = [value.minPrice ?? priceRange.min, value.maxPrice ?? priceRange.max];
  const [draft, setDraft] = useState<[number, number]>(applied);
  const [seen, setSeen] = useState(applied);
  if (seen[0] !== applied[0] || seen[1] !== applied[1]) {
    setSeen(applied);
    setDraft(applied);
  }

  const lists = [
    { kind: 'brand' as const, title: text.brand, options: brands },
    { kind: 'color' as const, title: text.color, options: colours },
    ...(isSizeFilterOffered ? [{ kind: 'size' as const, title: text.size, options: sizes }] : []),
  ];

  return (
    <div
      {...rest}
      ref={ref}
      data-slot="filter-panel"
      className={cx('sd:flex sd:flex-col sd:gap-4 sd:text-fg', className)}
    >
      {showTitle && (
        <Title data-slot="filter-panel-title" className="sd:text-lg sd:font-semibold">
          {text.title}
        </Title>
      )}
      {lists.map(
        (list) =>
          list.options.length > 0 && (
            <Section key={list.kind} slot={list.kind} title={list.title} heading={sectionHeading}>
              {(headingId) => (
                <OptionList
                  kind={list.kind}
                  choiceStyle={singleChoiceStyle}
                  title={list.title}
                  anyText={text.anyOption}
                  options={list.options}
                  counts={optionCounts?.[list.kind]}
                  countText={text.optionCount}
                  selected={value[list.kind]}
                  visible={Math.max(1, visibleOptions)}
                  labelledBy={headingId}
                  onToggle={(option) => onChange(toggleFilterOption(value, list.kind, option))}
                  onClear={() => onChange(removeChip(value, list.kind))}
                  showMore={text.showMore}
                  showLess={text.showLess}
                />
              )}
            </Section>
          ),
      )}
      <Section slot="price" title={text.price} heading={sectionHeading}>
        {() => (
          <div className="sd:flex sd:flex-col sd:gap-3">
            <RangeSlider
              label={text.price}
              min={priceRange.min}
              max={priceRange.max}
              step={priceRange.step}
              value={draft}
              onValueChange={setDraft}
              thumbLabels={[text.minPrice, text.maxPrice]}
              formatValue={format.price}
              className="sd:[&_[data-slot=range-slider-label]]:sr-only"
            />
            <Button
              variant="secondary"
              size="sm"
              onPress={() => onChange(setPriceRange(value, draft[0], draft[1], priceRange))}
              className="sd:self-end"
            >
              {text.applyPrice}
            </Button>
          </div>
        )}
      </Section>
      <Section slot="rating" title={text.rating} heading={sectionHeading}>
        {(headingId) => (
          <div
            role="group"
            aria-labelledby={headingId}
            data-slot="filter-panel-ratings"
            className="sd:flex sd:flex-col sd:gap-1.5"
          >
            {RATING_THRESHOLDS.map((rating) => {
              const isActive = value.rating === rating;
              return (
                <button
                  key={rating}
                  type="button"
                  data-slot="filter-panel-rating"
                  aria-pressed={isActive}
                  onClick={() => onChange(isActive ? removeChip(value, 'rating') : { ...value, rating })}
                  className={cx(toggleChoiceClassName, 'sd:justify-start')}
                >
                  {starIcon}
                  {text.ratingOption(rating)}
                </button>
              );
            })}
          </div>
        )}
      </Section>
    </div>
  );
});
