import type { RangeBounds } from './range-values';

/** What RangeSlider hands its control, static or interactive. */
export interface RangeControlProps {
  current: [number, number];
  bounds: RangeBounds;
  step: number;
  dir: 'ltr' | 'rtl' | undefined;
  isDisabled: boolean;
  name: string | undefined;
  thumbLabels: [string, string];
  formatValue: (value: number) => string;
  change: (range: [number, number]) => void;
  commit: (range: [number, number]) => void;
}
