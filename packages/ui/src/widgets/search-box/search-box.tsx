import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  forwardRef,
  type ComponentPropsWithoutRef,
} from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { cx } from '../../lib/cx';
import { Button } from '../../primitives/button/button';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Spinner } from '../../primitives/spinner';
import { recentIcon, SearchIcon, suggestionIcon, trendingIcon } from './search-box-icons';
import { searchBoxFieldVariants, searchBoxOptionVariants } from './search-box.variants';
import { useSearchBox, type SearchOption, type SearchOptionKind } from './use-search-box';
import { useTexts } from '../../lib/kit-texts';
import { searchBoxTexts } from './texts/en';

/** Texts of the search box; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface SearchBoxLabels {
  /** The field's accessible name when `label` is not given. @default 'Search products' */
  field?: string;
  /** The hint in the empty field when `placeholder` is not given. @default 'Search in Sauda' */
  placeholder?: string;
  /** Accessible name of the search button. @default 'Search' */
  submit?: string;
  /** @default 'Recent Searches' */
  recent?: string;
  /** @default 'Clear History' */
  clearHistory?: string;
  /** @default 'Suggested Searches' */
  suggested?: string;
  /** Heading of the live suggestions. @default 'Suggestions' */
  live?: string;
  /** Accessible name of the list of options. @default 'Search suggestions' */
  listbox?: string;
  /** @default 'Loading suggestions...' */
  loading?: string;
  /** Announced when the options change. @default (count) => `${count} suggestions available.` */
  count?: (count: number) => string;
}

export interface SearchBoxProps extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit'> {
  /** Called with the trimmed text when the shopper searches: Enter, the search button, or picking an option. */
  onSubmit: (text: string) => void;
  /** Called with the raw text on every keystroke, so the page can fetch live suggestions (empty text: clear them). */
  onQueryChange?: (text: string) => void;
  /** Called when 'Clear History' is pressed; pass an empty `recentSearches` afterwards. */
  onClearHistory?: () => void;
  /** The text (controlled). Update it from `onQueryChange` and `onSubmit`. */
  value?: string;
  /**
   * The starting text (uncontrolled), e.g. the query of the search results page.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Past searches, newest first, offered while the field is empty.
   * @default []
   */
  recentSearches?: readonly string[];
  /**
   * 'Suggested Searches' offered while the field is empty; at most 8 are shown.
   * @default []
   */
  suggestedSearches?: readonly string[];
  /**
   * Live suggestions for the current text (distinct category names), computed by the page.
   * @default []
   */
  suggestions?: readonly string[];
  /**
   * The live suggestions are on their way: the dropdown shows a loading row.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The field's accessible name.
   * @default the `field` text, 'Search products'
   */
  label?: string;
  /**
   * Hint shown while the field is empty.
   * @default the `placeholder` text, 'Search in Sauda'
   */
  placeholder?: string;
  /** Texts of the search box, each replacing the language's own (English by default, `SearchBoxLabels`). */
  labels?: SearchBoxLabels;
  /**
   * Where the form goes when it is submitted before the widget has mounted (a page rendered on the server, still
   * waiting for its script) or with scripts off: a GET to `action` with the text as `name`. Once mounted, every
   * search goes to `onSubmit` instead.
   */
  action?: string;
  /**
   * The text's name in that submission.
   * @default 'query'
   */
  name?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const optionIcons: Record<SearchOptionKind, ReactNode> = {
  recent: recentIcon,
  suggested: trendingIcon,
  live: suggestionIcon,
};

const SearchBoxPopover = /* @__PURE__ */ lazyPart(() => import('./search-box-popover'));

/** The live suggestion with the typed part in bold, so the shopper sees why it matches. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="sd:bg-transparent sd:font-semibold sd:text-inherit">{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/**
 * The header's search (spec §2.2, §4): a combobox whose dropdown offers recent searches with 'Clear History' and up
 * to 8 'Suggested Searches' while the field is empty, and live suggestions while typing. ArrowDown/ArrowUp move the
 * active option (`aria-activedescendant`, focus stays in the field), Enter picks it or searches the text, Escape and
 * a click outside close the dropdown. Blank text is never submitted. The dropdown's popover code loads when the
 * field is first focused or hovered, so the page's first paint does not wait for it.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const SearchBox = /* @__PURE__ */ forwardRef<HTMLFormElement, SearchBoxProps>(function SearchBox(
  {
    onSubmit,
    onQueryChange,
    onClearHistory,
    value,
    defaultValue = '',
    recentSearches = [],
    suggestedSearches = [],
    suggestions = [],
    isLoading = false,
    label,
    placeholder,
    labels,
    action,
    name = 'query',
    className,
    ...rest
  },
  ref,
) {
  const text = useTexts(searchBoxTexts, labels);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [wantsDropdown, setWantsDropdown] = useState(false);
  const loadDropdown = () => setWantsDropdown(true);
  const box = useSearchBox({
    value,
    defaultValue,
    recentSearches,
    suggestedSearches,
    suggestions,
    isLoading,
    onQueryChange,
    onSubmit,
    idPrefix: id,
  });
  const hasOptions = box.options.length > 0;
  const headings: Record<SearchOptionKind, string> = {
    recent: text.recent,
    suggested: text.suggested,
    live: text.live,
  };

  useEffect(() => {
    if (box.active) document.getElementById(box.active.id)?.scrollIntoView({ block: 'nearest' });
  }, [box.active]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    box.submit(box.text);
  };

  const renderOption = (option: SearchOption) => (
    // The field's keys drive the options through aria-activedescendant; options never take focus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={box.active?.id === option.id}
      data-slot="search-box-option"
      data-kind={option.kind}
      data-active={box.active?.id === option.id}
      tabIndex={-1}
      className={searchBoxOptionVariants({ look: option.kind === 'suggested' ? 'chip' : 'row' })}
      // Keep focus in the field: the option is chosen on click, never focused.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => box.pick(option)}
    >
      {optionIcons[option.kind]}
      <span className="sd:min-w-0 sd:truncate">
        {option.kind === 'live' ? <Highlighted text={option.text} query={box.text.trim()} /> : option.text}
      </span>
    </div>
  );

  const status = box.isLoading ? text.loading : box.isOpen && hasOptions ? text.count(box.options.length) : '';

  return (
    <form
      {...rest}
      ref={ref}
      role="search"
      data-slot="search-box"
      action={action}
      method={action ? 'get' : undefined}
      noValidate
      onSubmit={handleSubmit}
      onBlur={(event) => {
        // Focus leaving the field for anything but the dropdown (Tab to the Search button, or out) closes the list.
        const next = event.relatedTarget;
        if (next === inputRef.current || next?.closest('[data-slot="search-box-dropdown"]')) return;
        box.close();
      }}
      className={cx('sd:relative sd:w-full sd:min-w-0', className)}
    >
      <label htmlFor={inputId} className="sd:sr-only">
        {label ?? text.field}
      </label>
      <div
        ref={fieldRef}
        data-slot="search-box-field"
        className={searchBoxFieldVariants()}
        onFocus={loadDropdown}
        onPointerEnter={loadDropdown}
      >
        <input
          ref={inputRef}
          id={inputId}
          name={action ? name : undefined}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={box.isOpen}
          aria-controls={box.isOpen ? listboxId : undefined}
          aria-activedescendant={box.active?.id}
          aria-busy={box.isLoading || undefined}
          placeholder={placeholder ?? text.placeholder}
          value={box.text}
          onChange={(event) => {
            // A box taken over while the shopper types (its code loaded late) has seen no focus yet.
            loadDropdown();
            box.change(event.target.value);
          }}
          onClick={box.open}
          onKeyDown={box.onKeyDown}
          data-slot="search-box-input"
          className={cx(
            'sd:h-full sd:min-w-0 sd:flex-1 sd:bg-transparent sd:text-sm sd:text-fg sd:outline-none sd:placeholder:text-muted',
            'sd:[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {/* In the DOM between the field and the button, so Tab reaches 'Clear History' while it shows. */}
        {wantsDropdown && (
          <Suspense fallback={null}>
            <SearchBoxPopover
              anchorRef={fieldRef}
              isOpen={box.isOpen}
              onOpenChange={(open) => (open ? box.open() : box.close())}
            >
              <div data-slot="search-box-dropdown" className="sd:max-h-96 sd:overflow-y-auto sd:p-2">
                {!box.isTyping && recentSearches.length > 0 && (
                  <div
                    data-slot="search-box-recent-header"
                    className="sd:flex sd:items-center sd:justify-between sd:gap-2 sd:ps-3"
                  >
                    <span
                      id={`${id}-recent`}
                      className="sd:text-xs sd:font-semibold sd:tracking-wide sd:text-muted sd:uppercase"
                    >
                      {text.recent}
                    </span>
                    {onClearHistory && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          onClearHistory();
                          inputRef.current?.focus();
                        }}
                      >
                        <span data-slot="search-box-clear-history" className="sd:text-brand">
                          {text.clearHistory}
                        </span>
                      </Button>
                    )}
                  </div>
                )}
                {box.isLoading && (
                  <div
                    data-slot="search-box-loading"
                    className="sd:flex sd:min-h-10 sd:items-center sd:gap-3 sd:px-3 sd:py-2 sd:text-sm sd:text-muted"
                  >
                    <Spinner size="sm" label={null} className="sd:text-brand" />
                    {text.loading}
                  </div>
                )}
                {/* Rendered while loading too, busy, so `aria-controls` always points at it. */}
                <div
                  id={listboxId}
                  role="listbox"
                  aria-label={text.listbox}
                  aria-busy={box.isLoading || undefined}
                  data-slot="search-box-listbox"
                >
                  {box.groups.map(
                    (group) =>
                      group.options.length > 0 && (
                        <div
                          key={group.kind}
                          role="group"
                          aria-labelledby={`${id}-${group.kind}`}
                          data-slot={`search-box-${group.kind}`}
                          className="sd:mb-1 sd:last:mb-0"
                        >
                          {group.kind !== 'recent' && (
                            <div
                              role="presentation"
                              id={`${id}-${group.kind}`}
                              className={cx(
                                'sd:px-3 sd:pb-2 sd:text-xs sd:font-semibold sd:tracking-wide sd:text-muted sd:uppercase',
                                group.kind === 'suggested' && recentSearches.length > 0 ? 'sd:pt-3' : 'sd:pt-1',
                              )}
                            >
                              {headings[group.kind]}
                            </div>
                          )}
                          <div
                            className={
                              group.kind === 'suggested' ? 'sd:flex sd:flex-wrap sd:gap-2 sd:px-3 sd:pb-2' : ''
                            }
                          >
                            {group.options.map(renderOption)}
                          </div>
                        </div>
                      ),
                  )}
                </div>
              </div>
            </SearchBoxPopover>
          </Suspense>
        )}
        <IconButton type="submit" label={text.submit} variant="primary" size="sm">
          <SearchIcon />
        </IconButton>
      </div>
      <p role="status" data-slot="search-box-status" className="sd:sr-only">
        {status}
      </p>
    </form>
  );
});
