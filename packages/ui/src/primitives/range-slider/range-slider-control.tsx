import * as Slider from '@radix-ui/react-slider';
import type { KeyboardEvent } from 'react';
import type { RangeControlProps } from './range-control-props';
import {
  rangeSliderControlVariants,
  rangeSliderRangeVariants,
  rangeSliderThumbVariants,
  rangeSliderTrackVariants,
} from './range-slider.variants';
import { thumbBounds } from './range-values';

const thumbIndexes = [0, 1] as const;

/**
 * The interactive control of a RangeSlider, on Radix Slider: drag a thumb or press the track to move the nearer one;
 * arrow keys, Page keys, Home and End move the focused thumb. Loaded by RangeSlider when it mounts (its own chunk),
 * so a page's first load carries the static control only.
 */
export default function RangeSliderControl({
  current,
  bounds,
  step,
  dir,
  isDisabled,
  name,
  thumbLabels,
  formatValue,
  change,
  commit,
}: RangeControlProps) {
  // Radix's Home and End move the first and the last thumb whichever has focus; the APG pattern moves the focused
  // thumb to its own bound. Preventing the default here skips Radix's handler (it runs after ours, on the root).
  const onThumbKeyDown = (event: KeyboardEvent<HTMLSpanElement>, index: 0 | 1) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    if (isDisabled) return;
    const [lowest, highest] = thumbBounds(current, index, bounds);
    const target = event.key === 'Home' ? lowest : highest;
    if (target === current[index]) return;
    const next: [number, number] = index === 0 ? [target, current[1]] : [current[0], target];
    change(next);
    commit(next);
  };

  return (
    <Slider.Root
      data-slot="range-slider-control"
      dir={dir}
      min={bounds.min}
      max={bounds.max}
      step={step}
      minStepsBetweenThumbs={step > 0 ? bounds.gap / step : 0}
      preserveThumbOrder
      disabled={isDisabled}
      value={current}
      onValueChange={(range) => change(range as [number, number])}
      onValueCommit={(range) => commit(range as [number, number])}
      className={rangeSliderControlVariants()}
    >
      <Slider.Track data-slot="range-slider-track" className={rangeSliderTrackVariants()}>
        <Slider.Range data-slot="range-slider-range" className={rangeSliderRangeVariants()} />
      </Slider.Track>
      {thumbIndexes.map((index) => {
        const [lowest, highest] = thumbBounds(current, index, bounds);
        return (
          <Slider.Thumb
            key={index}
            name={name}
            data-slot="range-slider-thumb"
            aria-label={thumbLabels[index]}
            aria-valuemin={lowest}
            aria-valuemax={highest}
            aria-valuetext={formatValue(current[index])}
            aria-disabled={isDisabled || undefined}
            onKeyDown={(event) => onThumbKeyDown(event, index)}
            className={rangeSliderThumbVariants()}
          />
        );
      })}
    </Slider.Root>
  );
}
