import { createElement, useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { onDemand } from '../../lib/on-demand';
import { useInheritedDirection } from '../../lib/use-inherited-direction';
import type { RangeControlProps } from './range-control-props';
import type { RangeSliderProps } from './range-slider-props';
import { rangeSliderHeaderVariants, rangeSliderVariants } from './range-slider.variants';
import { StaticRangeControl } from './static-range-control';

export type { RangeSliderProps } from './range-slider-props';

const defaultFormat = (value: number) => String(value);
const defaultThumbLabels: [string, string] = ['Minimum', 'Maximum'];

/**
 * Radix Slider with the kit's keys, in its own chunk: requested as soon as a RangeSlider mounts, so it is there
 * before a shopper reaches for a thumb, and kept out of the first load of every page that shows one (7-8 kB brotli).
 */
const interactiveControl = onDemand(() => import('./range-slider-control').then((module) => module.default));

/**
 * Loads RangeSlider's interactive control ahead of its first mount (an app may call it when a page that shows one is
 * likely next); a RangeSlider mounted after it settles is interactive from its first render. A chunk that fails to
 * load leaves the static control in place: the page stays readable.
 */
export const preloadRangeSlider = interactiveControl.preload;

/** The interactive control once loaded (asked for on mount), the static one until then. */
function RangeControl(props: RangeControlProps) {
  const Control = interactiveControl.useModule();
  return Control ? createElement(Control, props) : <StaticRangeControl {...props} />;
}

/**
 * A two-thumb range slider (the ARIA slider pattern, one `role="slider"` per thumb) with a visible label and a
 * formatted read-out, e.g. a price filter. Drag a thumb or press the track to move the nearer one; arrow keys, Page
 * keys, Home and End move the focused thumb. The thumbs never cross, and each thumb's `aria-valuemin`/
 * `aria-valuemax` is where the other thumb stops it. The server renders it, and it shows, with its thumbs in place
 * before its interactive code (Radix Slider) has loaded.
 */
export function RangeSlider({
  label,
  min = 0,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  thumbLabels = defaultThumbLabels,
  formatValue = defaultFormat,
  showValue = true,
  minStepsBetweenThumbs = 0,
  dir,
  isDisabled = false,
  name,
  className,
}: RangeSliderProps) {
  const labelId = `${useId()}-label`;
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  // Radix reads direction from its own provider only; the kit follows the nearest `dir` of the document instead.
  const inherited = useInheritedDirection(root);
  const [uncontrolled, setUncontrolled] = useState<[number, number]>(defaultValue ?? [min, max]);
  const current = value ?? uncontrolled;

  const control: RangeControlProps = {
    current,
    bounds: { min, max, gap: minStepsBetweenThumbs * step },
    step,
    dir: dir ?? inherited,
    isDisabled,
    name,
    thumbLabels,
    formatValue,
    change: (range) => {
      if (value === undefined) setUncontrolled(range);
      onValueChange?.(range);
    },
    commit: (range) => onValueCommit?.(range),
  };

  return (
    <div
      ref={setRoot}
      role="group"
      aria-labelledby={labelId}
      data-slot="range-slider"
      data-disabled={isDisabled || undefined}
      className={cx(rangeSliderVariants(), className)}
    >
      <div data-slot="range-slider-header" className={rangeSliderHeaderVariants()}>
        <span id={labelId} data-slot="range-slider-label" className="sd:text-sm sd:font-medium sd:text-fg">
          {label}
        </span>
        {showValue && (
          <span data-slot="range-slider-value" className="sd:text-sm sd:text-muted sd:tabular-nums">
            {formatValue(current[0])} – {formatValue(current[1])}
          </span>
        )}
      </div>
      <RangeControl {...control} />
    </div>
  );
}
