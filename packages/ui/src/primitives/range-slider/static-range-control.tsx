import type { RangeControlProps } from './range-control-props';
import {
  rangeSliderControlVariants,
  rangeSliderRangeVariants,
  rangeSliderThumbVariants,
  rangeSliderTrackVariants,
} from './range-slider.variants';
import { thumbBounds } from './range-values';

/** A thumb's width (size-6): its start edge runs from the track's start to a thumb short of its end. */
const THUMB_PX = 24;

const percent = (value: number, { min, max }: { min: number; max: number }) =>
  max > min ? ((value - min) / (max - min)) * 100 : 0;

/**
 * The control as the server renders it and as it shows until the interactive one has loaded (a few milliseconds
 * after mount): the same track, range and thumbs at the same places, with the slider roles and values a screen
 * reader reads, but not yet movable. Thumbs sit where Radix puts them: at their value, kept inside the track.
 */
export function StaticRangeControl({ current, bounds, dir, isDisabled, thumbLabels, formatValue }: RangeControlProps) {
  const [from, to] = current.map((value) => percent(value, bounds)) as [number, number];
  return (
    <div
      data-slot="range-slider-control"
      data-static=""
      dir={dir}
      data-disabled={isDisabled ? '' : undefined}
      className={rangeSliderControlVariants()}
    >
      <span data-slot="range-slider-track" className={rangeSliderTrackVariants()}>
        <span
          data-slot="range-slider-range"
          className={rangeSliderRangeVariants()}
          style={{ insetInlineStart: `${from}%`, insetInlineEnd: `${100 - to}%` }}
        />
      </span>
      {([0, 1] as const).map((index) => {
        const [lowest, highest] = thumbBounds(current, index, bounds);
        const at = index === 0 ? from : to;
        return (
          <span
            key={index}
            className="sd:absolute"
            style={{ insetInlineStart: `calc(${at}% - ${(at * THUMB_PX) / 100}px)` }}
          >
            <span
              role="slider"
              data-slot="range-slider-thumb"
              aria-label={thumbLabels[index]}
              aria-valuenow={current[index]}
              aria-valuemin={lowest}
              aria-valuemax={highest}
              aria-valuetext={formatValue(current[index])}
              aria-disabled={isDisabled || undefined}
              aria-orientation="horizontal"
              className={rangeSliderThumbVariants()}
            />
          </span>
        );
      })}
    </div>
  );
}
