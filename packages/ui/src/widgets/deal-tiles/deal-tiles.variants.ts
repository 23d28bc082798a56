import { cva, type VariantProps } from 'class-variance-authority';

export const dealTileVariants = cva(
  [
    'sd:group/deal sd:relative sd:flex sd:h-full sd:min-h-28 sd:items-center sd:gap-4 sd:rounded-lg sd:border sd:p-4 sd:text-fg sd:sm:min-h-32 sd:sm:p-5',
    'sd:transition-[box-shadow,border-color] sd:hover:shadow-raised',
  ],
  {
    variants: {
      tone: {
        brand: 'sd:border-brand/25 sd:bg-brand-subtle sd:hover:border-brand',
        info: 'sd:border-info/25 sd:bg-info-subtle sd:hover:border-info',
        success: 'sd:border-success/25 sd:bg-success-subtle sd:hover:border-success',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export const dealTileIconVariants = cva(
  'sd:flex sd:size-12 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:bg-raised sd:shadow-raised sd:sm:size-14 sd:[&_svg]:size-6 sd:sm:[&_svg]:size-7',
  {
    variants: {
      tone: {
        brand: 'sd:text-brand',
        info: 'sd:text-info',
        success: 'sd:text-success',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export type DealTileVariantProps = VariantProps<typeof dealTileVariants>;
