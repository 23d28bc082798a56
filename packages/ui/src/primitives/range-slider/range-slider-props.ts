import type { ReactNode } from 'react';

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
