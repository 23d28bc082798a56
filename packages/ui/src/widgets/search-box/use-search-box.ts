import { isSubmittableSearch, SUGGESTED_SEARCHES_COUNT } from '@sauda/commerce';
import { useMemo, useState, type KeyboardEvent } from 'react';

/** Where an option of the dropdown comes from. */
export type SearchOptionKind = 'recent' | 'suggested' | 'live';

/** One option of the dropdown, with the DOM id that `aria-activedescendant` points at. */
export interface SearchOption {
  id: string;
  text: string;
  kind: SearchOptionKind;
}

interface SearchBoxState {
  /** The controlled text, if any. */
  value: string | undefined;
  defaultValue: string;
  recentSearches: readonly string[];
  suggestedSearches: readonly string[];
  suggestions: readonly string[];
  isLoading: boolean;
  onQueryChange: ((text: string) => void) | undefined;
  onSubmit: (text: string) => void;
  /** Prefix of the options' ids, unique per search box. */
  idPrefix: string;
}

function toOptions(texts: readonly string[], kind: SearchOptionKind, idPrefix: string): SearchOption[] {
  return texts.map((text, index) => ({ id: `${idPrefix}-${kind}-${index}`, text, kind }));
}

/**
 * The combobox's state: the text, whether the dropdown shows, which option is active, and the keyboard. With empty
 * text the dropdown offers recent and suggested searches; with text, the live suggestions. Only non-blank text is
 * ever submitted (spec §5), trimmed.
 */
export function useSearchBox(props: SearchBoxState) {
  const [ownText, setOwnText] = useState(props.defaultValue);
  const [wantsOpen, setWantsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const text = props.value ?? ownText;
  const isTyping = isSubmittableSearch(text);

  const { recentSearches, suggestedSearches, suggestions, idPrefix } = props;
  const groups = useMemo(
    () =>
      isTyping
        ? [{ kind: 'live' as const, options: toOptions(suggestions, 'live', idPrefix) }]
        : [
            { kind: 'recent' as const, options: toOptions(recentSearches, 'recent', idPrefix) },
            {
              kind: 'suggested' as const,
              options: toOptions(suggestedSearches.slice(0, SUGGESTED_SEARCHES_COUNT), 'suggested', idPrefix),
            },
          ],
    [isTyping, suggestions, recentSearches, suggestedSearches, idPrefix],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const isLoading = isTyping && props.isLoading;
  const isOpen = wantsOpen && (options.length > 0 || isLoading);
  const active = isOpen ? options[activeIndex] : undefined;

  const open = () => setWantsOpen(true);
  const close = () => {
    setWantsOpen(false);
    setActiveIndex(-1);
  };
  const change = (next: string) => {
    setOwnText(next);
    setActiveIndex(-1);
    setWantsOpen(true);
    props.onQueryChange?.(next);
  };
  /** Submits non-blank text; returns whether it did. */
  const submit = (candidate: string) => {
    if (!isSubmittableSearch(candidate)) return false;
    close();
    props.onSubmit(candidate.trim());
    return true;
  };
  const pick = (option: SearchOption) => {
    setOwnText(option.text);
    submit(option.text);
  };
  const move = (step: 1 | -1) => {
    const count = options.length;
    if (count === 0) return;
    if (!isOpen) {
      open();
      setActiveIndex(step === 1 ? 0 : count - 1);
      return;
    }
    setActiveIndex((current) => {
      if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
      return (current + step + count) % count;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) open();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // Without an active option the form submits the text itself.
        if (active) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        // Escape closes an open list and keeps the text (a search field's own Escape would clear it); on a closed
        // list it clears the text and leaves the list closed (the field's own clearing would reopen it).
        event.preventDefault();
        if (isOpen) close();
        else if (text !== '') {
          setOwnText('');
          props.onQueryChange?.('');
        }
        break;
    }
  };

  return { text, isTyping, groups, options, isOpen, isLoading, active, open, close, change, submit, pick, onKeyDown };
}
