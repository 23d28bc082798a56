import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cx } from '../../lib/cx';
import type { RangeSliderProps } from './range-slider-props';
import { keyTarget, moveThumb, nearestThumb, percentOf, type RangeBounds } from './range-values';
import { useInheritedDirection } from './use-inherited-direction';

export type { RangeSliderProps } from './range-slider-props';

const defaultFormat = (value: number) => String(value);
const defaultThumbLabels: [string, string] = ['Minimum', 'Maximum'];
/** Half the thumb's width (`size-5`): a thumb's centre stays that far inside the track at either end. */
const HALF_THUMB = '0.625rem';

/**
 * A two-thumb range slider (the ARIA slider pattern, one `role="slider"` per thumb) with a visible label and a
 * formatted read-out, e.g. a price filter. Drag a thumb or press the track to move the nearer one; arrow keys, Page
 * keys, Home and End move the focused thumb. The thumbs never cross.
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
  const id = useId();
  const labelId = `${id}-label`;
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const inherited = useInheritedDirection(root);
  const direction = dir ?? inherited;
  const [uncontrolled, setUncontrolled] = useState<[number, number]>(defaultValue ?? [min, max]);
  const current = value ?? uncontrolled;
  const bounds: RangeBounds = { min, max, step, gap: minStepsBetweenThumbs * step };
  const thumbs = useRef<Array<HTMLSpanElement | null>>([]);
  const drag = useRef<{ pointerId: number; index: 0 | 1; before: [number, number]; latest: [number, number] } | null>(
    null,
  );

  /** Moves to `range` unless it is where `from` already is; says whether it moved. */
  const change = (range: [number, number], from: readonly [number, number] = current) => {
    if (range[0] === from[0] && range[1] === from[1]) return false;
    if (value === undefined) setUncontrolled(range);
    onValueChange?.(range);
    return true;
  };

  const valueAt = (control: HTMLElement, clientX: number) => {
    const rect = control.getBoundingClientRect();
    const share = rect.width === 0 ? 0 : (clientX - rect.left) / rect.width;
    return min + (direction === 'rtl' ? 1 - share : share) * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (isDisabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const pressed = thumbs.current.indexOf(event.target as HTMLSpanElement);
    const target = valueAt(event.currentTarget, event.clientX);
    const index = pressed === 0 || pressed === 1 ? pressed : nearestThumb(current, target);
    const next = pressed === -1 ? moveThumb(current, index, target, bounds) : current;
    drag.current = { pointerId: event.pointerId, index, before: current, latest: next };
    change(next);
    thumbs.current[index]?.focus();
  };

  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    const next = moveThumb(active.latest, active.index, valueAt(event.currentTarget, event.clientX), bounds);
    if (change(next, active.latest)) active.latest = next;
  };

  const endDrag = (event: PointerEvent<HTMLSpanElement>) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (active.latest[0] !== active.before[0] || active.latest[1] !== active.before[1]) {
      onValueCommit?.(active.latest);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, index: 0 | 1) => {
    if (isDisabled) return;
    const target = keyTarget(event.key, event.shiftKey, current, index, direction === 'rtl', bounds);
    if (target === null) return;
    event.preventDefault();
    const next = moveThumb(current, index, target, bounds);
    if (change(next)) onValueCommit?.(next);
  };

  const [from, to] = [percentOf(current[0], bounds), percentOf(current[1], bounds)];

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
      <span
        dir={direction}
        data-slot="range-slider-control"
        data-orientation="horizontal"
        data-disabled={isDisabled || undefined}
        aria-disabled={isDisabled}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-55"
      >
        <span data-slot="range-slider-track" className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
          <span
            data-slot="range-slider-range"
            className="absolute h-full bg-brand"
            style={{ insetInlineStart: `${from}%`, insetInlineEnd: `${100 - to}%` }}
          />
        </span>
        {current.map((thumbValue, index) => {
          const percent = index === 0 ? from : to;
          return (
            <span
              key={index}
              className="absolute -translate-x-1/2 rtl:translate-x-1/2"
              style={{ insetInlineStart: `calc(${percent}% + ${1 - percent / 50} * ${HALF_THUMB})` }}
            >
              <span
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                role="slider"
                tabIndex={isDisabled ? -1 : 0}
                aria-label={thumbLabels[index]}
                aria-valuemin={min}
                aria-valuemax={max}
                aria-valuenow={thumbValue}
                aria-valuetext={formatValue(thumbValue)}
                aria-orientation="horizontal"
                aria-disabled={isDisabled || undefined}
                data-slot="range-slider-thumb"
                data-orientation="horizontal"
                data-disabled={isDisabled || undefined}
                onKeyDown={(event) => onKeyDown(event, index === 0 ? 0 : 1)}
                className={cx(
                  'focus-ring block size-5 cursor-grab rounded-full border-2 border-brand bg-raised shadow-raised',
                  'transition-colors hover:bg-brand-subtle active:cursor-grabbing',
                  'data-[disabled]:cursor-not-allowed data-[disabled]:hover:bg-raised',
                )}
              />
              {name && <input type="hidden" name={name} value={thumbValue} />}
            </span>
          );
        })}
      </span>
    </div>
  );
}
