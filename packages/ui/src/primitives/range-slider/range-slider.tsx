import * as SliderPrimitive from '@radix-ui/react-slider';
import { useCallback, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface RangeSliderProps {
  /** The visible label, e.g. 'Price range'; it names the group of both thumbs. */
  label: ReactNode;
  /**
   * Lowest selectable value.
   * @default 0
   */
  min?: number;
  /**
   * Highest selectable value.
   * @default 100
   */
  max?: number;
  /**
   * Distance between selectable values; arrow keys move by one step, PageUp/PageDown by ten.
   * @default 1
   */
  step?: number;
  /** The selected `[from, to]` range (controlled). */
  value?: [number, number];
  /**
   * The initial range when uncontrolled.
   * @default [min, max]
   */
  defaultValue?: [number, number];
  /** Called on every change while dragging or pressing keys. */
  onValueChange?: (value: [number, number]) => void;
  /** Called once when the shopper lets go of a thumb or finishes a key press: the moment to apply a filter. */
  onValueCommit?: (value: [number, number]) => void;
  /**
   * Accessible names of the two thumbs, e.g. `['Minimum price', 'Maximum price']`.
   * @default ['Minimum', 'Maximum']
   */
  thumbLabels?: [string, string];
  /**
   * Formats a value for the read-out and for assistive technology (`aria-valuetext`), e.g. `(v) => 'Rs ' + v`.
   * @default (value) => String(value)
   */
  formatValue?: (value: number) => string;
  /**
   * Show the formatted range beside the label.
   * @default true
   */
  showValue?: boolean;
  /**
   * Minimum number of steps kept between the two thumbs.
   * @default 0
   */
  minStepsBetweenThumbs?: number;
  /** Reading direction; by default it follows the nearest `dir` of the document (thumbs start at the right in RTL). */
  dir?: 'ltr' | 'rtl';
  /**
   * Disables both thumbs.
   * @default false
   */
  isDisabled?: boolean;
  /** Form field name; inside a form each thumb submits its value under this name. */
  name?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const defaultFormat = (value: number) => String(value);
const defaultThumbLabels: [string, string] = ['Minimum', 'Maximum'];

const subscribeToDirection = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
  return () => observer.disconnect();
};

/** Follows the computed direction of an element (falling back to the document's) as `dir` attributes change. */
function useInheritedDirection(element: HTMLElement | null): 'ltr' | 'rtl' {
  const getSnapshot = useCallback(
    () => (getComputedStyle(element ?? document.documentElement).direction === 'rtl' ? 'rtl' : 'ltr'),
    [element],
  );
  return useSyncExternalStore(subscribeToDirection, getSnapshot, () => 'ltr');
}

/** A two-thumb range slider (Radix) with a visible label and a formatted read-out, e.g. a price filter. */
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
  const id = useId();
  const labelId = `${id}-label`;
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const inherited = useInheritedDirection(root);
  const [uncontrolled, setUncontrolled] = useState<[number, number]>(defaultValue ?? [min, max]);
  const current = value ?? uncontrolled;

  const change = (range: [number, number]) => {
    if (value === undefined) setUncontrolled(range);
    onValueChange?.(range);
  };

  return (
    <div
      ref={setRoot}
      role="group"
      aria-labelledby={labelId}
      data-slot="range-slider"
      data-disabled={isDisabled || undefined}
      className={cx('flex flex-col gap-3', className)}
    >
      <div data-slot="range-slider-header" className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id={labelId} data-slot="range-slider-label" className="text-sm font-medium text-fg">
          {label}
        </span>
        {showValue && (
          <span data-slot="range-slider-value" className="text-sm text-muted tabular-nums">
            {formatValue(current[0])} – {formatValue(current[1])}
          </span>
        )}
      </div>
      <SliderPrimitive.Root
        data-slot="range-slider-control"
        value={current}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        preserveThumbOrder
        dir={dir ?? inherited}
        disabled={isDisabled}
        name={name}
        onValueChange={(next) => change([next[0] ?? min, next[1] ?? max])}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
        onKeyDown={(event) => {
          // Radix moves the first thumb on Home and the last on End whichever is focused; the focused thumb should go.
          if ((event.key !== 'Home' && event.key !== 'End') || isDisabled) return;
          const thumbs = Array.from(event.currentTarget.querySelectorAll('[role="slider"]'));
          const index = thumbs.indexOf(event.target as Element);
          if (index === -1) return;
          event.preventDefault();
          const gap = minStepsBetweenThumbs * step;
          const next: [number, number] =
            index === 0
              ? [event.key === 'Home' ? min : current[1] - gap, current[1]]
              : [current[0], event.key === 'End' ? max : current[0] + gap];
          if (next[0] === current[0] && next[1] === current[1]) return;
          change(next);
          onValueCommit?.(next);
        }}
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-55"
      >
        <SliderPrimitive.Track
          data-slot="range-slider-track"
          className="relative h-1.5 grow overflow-hidden rounded-full bg-line"
        >
          <SliderPrimitive.Range data-slot="range-slider-range" className="absolute h-full bg-brand" />
        </SliderPrimitive.Track>
        {current.map((thumbValue, index) => (
          <SliderPrimitive.Thumb
            key={index}
            data-slot="range-slider-thumb"
            aria-label={thumbLabels[index]}
            aria-valuetext={formatValue(thumbValue)}
            className={cx(
              'focus-ring block size-5 cursor-grab rounded-full border-2 border-brand bg-raised shadow-raised',
              'transition-colors hover:bg-brand-subtle active:cursor-grabbing',
              'data-[disabled]:cursor-not-allowed data-[disabled]:hover:bg-raised',
            )}
          />
        ))}
      </SliderPrimitive.Root>
    </div>
  );
}
