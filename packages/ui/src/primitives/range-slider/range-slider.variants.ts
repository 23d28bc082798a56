import { cva } from 'class-variance-authority';

export const rangeSliderVariants = cva('sd:flex sd:flex-col sd:gap-3');

export const rangeSliderHeaderVariants = cva(
  'sd:flex sd:flex-wrap sd:items-baseline sd:justify-between sd:gap-x-3 sd:gap-y-1',
);

/** Radix's Root: the pressable strip the thumbs travel along, as tall as a thumb. */
export const rangeSliderControlVariants = cva(
  'sd:relative sd:flex sd:h-6 sd:w-full sd:touch-none sd:items-center sd:select-none sd:data-[disabled]:opacity-55',
);

export const rangeSliderTrackVariants = cva(
  'sd:relative sd:h-1.5 sd:grow sd:overflow-hidden sd:rounded-full sd:bg-line',
);

export const rangeSliderRangeVariants = cva('sd:absolute sd:h-full sd:bg-brand');

/** 24 × 24 CSS px, the WCAG 2.5.8 minimum target size. */
export const rangeSliderThumbVariants = cva([
  'sd:focus-ring sd:block sd:size-6 sd:cursor-grab sd:rounded-full sd:border-2 sd:border-brand sd:bg-raised sd:shadow-raised',
  'sd:transition-colors sd:hover:bg-brand-subtle sd:active:cursor-grabbing',
  'sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:hover:bg-raised',
]);
