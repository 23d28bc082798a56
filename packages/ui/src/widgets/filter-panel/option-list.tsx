import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button, buttonVariants } from '../../primitives/button';
import { Checkbox } from '../../primitives/checkbox';
import { RadioGroup } from '../../primitives/radio-group';

/**
 * How a list of single choices (brand, colour, size) is drawn:
 * - `checkbox`: a checkbox per option; ticking one unticks the other, unticking it clears the filter (the spec's
 *   marketplace, §5: "unchecking a checkbox clears it");
 * - `radio`: a radio group led by an 'Any' option that clears the filter, the control a single choice reads as;
 * - `chip`: a wrapping row of toggle buttons; pressing the active one again clears it (compact, for phones).
 */
export type SingleChoiceStyle = 'checkbox' | 'radio' | 'chip';

export type OptionKind = 'brand' | 'color' | 'size';

export interface OptionListProps {
  kind: OptionKind;
  choiceStyle: SingleChoiceStyle;
  options: readonly string[];
  counts: Readonly<Record<string, number>> | undefined;
  countText: (count: number) => string;
  selected: string | undefined;
  visible: number;
  /** Id of the section's heading, which names the list. */
  labelledBy: string;
  /** The section's title, which also names a radio group (visually hidden: the heading shows it). */
  title: string;
  /** The radio group's first option, which clears the filter. */
  anyText: string;
  /** Called when the shopper sets an option, or picks the active one again (which clears it). */
  onToggle: (option: string) => void;
  /** Called when the shopper picks the radio group's 'Any'. */
  onClear: () => void;
  showMore: string;
  showLess: string;
}

/** A pressed-or-not choice button: the chips here and the panel's rating buttons. */
export const toggleChoiceClassName = cx(
  buttonVariants({ variant: 'secondary', size: 'sm' }),
  'sd:aria-pressed:border-brand sd:aria-pressed:bg-brand-subtle',
);

/** The value of the radio group's 'Any' option; an option name from the catalogue is never empty. */
const ANY = '';

/** An option's name with its count ('Khaadi (24)'), read as one label. */
function OptionText({
  option,
  count,
  countText,
}: {
  option: string;
  count?: number;
  countText: (n: number) => string;
}) {
  return (
    <>
      <span data-slot="filter-panel-option-name">{option}</span>
      {count !== undefined && (
        <>
          {' '}
          <span data-slot="filter-panel-option-count" className="sd:text-muted sd:tabular-nums">
            {countText(count)}
          </span>
        </>
      )}
    </>
  );
}

/**
 * One filter's options, cut to `visible` until 'Show More' (the active option stays shown even past the cut), drawn
 * as `choiceStyle` says.
 */
export function OptionList({
  kind,
  choiceStyle,
  options,
  counts,
  countText,
  selected,
  visible,
  labelledBy,
  title,
  anyText,
  onToggle,
  onClear,
  showMore,
  showLess,
}: OptionListProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hasMore = options.length > visible;
  const shown = expanded || !hasMore ? options : options.slice(0, visible);
  const hiddenSelected = selected !== undefined && !shown.includes(selected) && options.includes(selected);
  const list = hiddenSelected ? [...shown, selected] : shown;
  const text = (option: string): ReactNode => (
    <OptionText
      option={option}
      count={counts && Object.hasOwn(counts, option) ? counts[option] : undefined}
      countText={countText}
    />
  );

  let choices: ReactNode;
  if (choiceStyle === 'radio') {
    choices = (
      <RadioGroup
        id={listId}
        label={title}
        name={`${listId}-${kind}`}
        options={[{ value: ANY, label: anyText }, ...list.map((option) => ({ value: option, label: text(option) }))]}
        value={selected ?? ANY}
        onChange={(option) => (option === ANY ? onClear() : onToggle(option))}
        className="sd:[&>[data-slot=radio-group-label]]:sr-only"
      />
    );
  } else if (choiceStyle === 'chip') {
    choices = (
      <div
        id={listId}
        role="group"
        aria-labelledby={labelledBy}
        data-slot="filter-panel-options"
        className="sd:flex sd:flex-wrap sd:gap-2"
      >
        {list.map((option) => (
          <button
            key={option}
            type="button"
            data-slot="filter-panel-option"
            data-kind={kind}
            aria-pressed={selected === option}
            onClick={() => onToggle(option)}
            className={cx(toggleChoiceClassName, 'sd:rounded-full')}
          >
            {text(option)}
          </button>
        ))}
      </div>
    );
  } else {
    choices = (
      <ul
        id={listId}
        aria-labelledby={labelledBy}
        data-slot="filter-panel-options"
        className="sd:flex sd:flex-col sd:gap-1.5"
      >
        {list.map((option) => (
          <li key={option} data-slot="filter-panel-option" data-kind={kind}>
            <Checkbox isSelected={selected === option} onChange={() => onToggle(option)}>
              {text(option)}
            </Checkbox>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {choices}
      {hasMore && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((current) => !current)}
          className="sd:-ms-3 sd:self-start sd:text-brand"
        >
          {expanded ? showLess : showMore}
        </Button>
      )}
    </>
  );
}
