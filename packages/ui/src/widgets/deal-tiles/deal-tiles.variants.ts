import { cva, type VariantProps } from 'class-variance-authority';

export const dealTileVariants = cva(
  [
    'group/deal relative flex h-full min-h-28 items-center gap-4 rounded-lg border p-4 text-fg sm:min-h-32 sm:p-5',
    'transition-[box-shadow,border-color] hover:shadow-raised',
  ],
  {
    variants: {
      tone: {
        brand: 'border-brand/25 bg-brand-subtle hover:border-brand',
        info: 'border-info/25 bg-info-subtle hover:border-info',
        success: 'border-success/25 bg-success-subtle hover:border-success',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export const dealTileIconVariants = cva(
  'flex size-12 shrink-0 items-center justify-center rounded-full bg-raised shadow-raised sm:size-14 [&_svg]:size-6 sm:[&_svg]:size-7',
  {
    variants: {
      tone: {
        brand: 'text-brand',
        info: 'text-info',
        success: 'text-success',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export type DealTileVariantProps = VariantProps<typeof dealTileVariants>;
