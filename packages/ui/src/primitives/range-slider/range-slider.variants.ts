import { cva } from 'class-variance-authority';

export const rangeSliderVariants = cva('flex flex-col gap-3');

export const rangeSliderHeaderVariants = cva('flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1');

/** Radix's Root: the pressable strip the thumbs travel along, as tall as a thumb. */
export const rangeSliderControlVariants = cva(
  'relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-55',
);

export const rangeSliderTrackVariants = cva('relative h-1.5 grow overflow-hidden rounded-full bg-line');

export const rangeSliderRangeVariants = cva('absolute h-full bg-brand');

/** 24 × 24 CSS px, the WCAG 2.5.8 minimum target size. */
export const rangeSliderThumbVariants = cva([
  'focus-ring block size-6 cursor-grab rounded-full border-2 border-brand bg-raised shadow-raised',
  'transition-colors hover:bg-brand-subtle active:cursor-grabbing',
  'data-[disabled]:cursor-not-allowed data-[disabled]:hover:bg-raised',
]);
