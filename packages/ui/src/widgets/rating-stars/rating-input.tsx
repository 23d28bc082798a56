import { useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { StarIcon, starFills } from './star-icon';
import { ratingStarsTexts } from './texts/en';

export interface RatingInputProps {
  /** The group's visible label. */
  label: string;
  /** The chosen rating (0.5 to 5 in half steps); `null` when none is chosen. Omit for an uncontrolled input. */
  value?: number | null;
  /**
   * The initial rating when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the new rating when the shopper picks one. */
  onChange?: (rating: number) => void;
  /** Form field name, so the rating is submitted with a native form. */
  name?: string;
  /**
   * Marks the group as required.
   * @default false
   */
  isRequired?: boolean;
  /** Error text shown under the stars, e.g. 'Rating is required'. */
  errorMessage?: string;
  /**
   * Accessible name of each option.
   * @default `RatingStarsLabels.option` in the language's texts: (rating) => `${rating} stars` ('1 star' for 1)
   */
  optionLabel?: (rating: number) => string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * A rating picker in half stars. It is a native radio group (arrow keys move by half a star), drawn as five stars
 * whose halves are the options.
 */
export function RatingInput({
  label,
  value,
  defaultValue = null,
  onChange,
  name,
  isRequired = false,
  errorMessage,
  optionLabel,
  className,
}: RatingInputProps) {
  const id = useId();
  const text = useTexts(ratingStarsTexts);
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value !== undefined ? value : uncontrolled;
  const shown = hovered ?? current ?? 0;
  const groupName = name ?? `${id}-rating`;
  const errorId = `${id}-error`;

  const choose = (rating: number) => {
    if (value === undefined) setUncontrolled(rating);
    onChange?.(rating);
  };

  return (
    <div
      data-slot="rating-input"
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      className={cx('sd:flex sd:flex-col sd:gap-1', className)}
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={errorMessage ? errorId : undefined}
      aria-required={isRequired || undefined}
    >
      <span id={`${id}-label`} data-slot="rating-input-label" className="sd:mb-1 sd:text-sm sd:font-medium sd:text-fg">
        {label}
        {isRequired && (
          <span aria-hidden className="sd:text-danger">
            {' '}
            *
          </span>
        )}
      </span>
      <div data-slot="rating-input-stars" className="sd:flex" onMouseLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="sd:relative sd:size-8">
            <StarIcon fill={starFills(shown)[star - 1] ?? 0} className="sd:size-8" />
            {[star - 0.5, star].map((rating) => (
              <label
                key={rating}
                data-slot="rating-input-option"
                className={cx(
                  'sd:absolute sd:inset-y-0 sd:w-1/2 sd:cursor-pointer sd:rounded-sm sd:has-[:focus-visible]:shadow-[var(--sauda-focus-ring)]',
                  rating === star ? 'sd:end-0' : 'sd:start-0',
                )}
                onMouseEnter={() => setHovered(rating)}
              >
                <input
                  type="radio"
                  className="sd:sr-only"
                  name={groupName}
                  value={rating}
                  checked={current === rating}
                  required={isRequired}
                  onChange={() => choose(rating)}
                  aria-label={(optionLabel ?? text.option)(rating)}
                />
              </label>
            ))}
          </span>
        ))}
      </div>
      {errorMessage && (
        <p id={errorId} data-slot="rating-input-error" className="sd:text-sm sd:text-danger">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
