import { cva, type VariantProps } from 'class-variance-authority';

export const productCardVariants = cva(
  'relative flex overflow-hidden rounded-lg border border-line bg-raised text-fg transition-shadow hover:shadow-raised',
  {
    variants: {
      layout: {
        grid: 'flex-col',
        list: 'flex-row',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
);

export const productCardLinkVariants = cva('flex min-w-0 flex-1 rounded-lg', {
  variants: {
    layout: {
      grid: 'flex-col',
      list: 'flex-row items-start gap-3 p-2 sm:gap-4',
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const productCardImageVariants = cva('relative block shrink-0 overflow-hidden bg-surface', {
  variants: {
    layout: {
      grid: 'w-full',
      list: 'w-28 rounded-md sm:w-40',
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const productCardBodyVariants = cva('flex min-w-0 flex-col gap-1', {
  variants: {
    layout: {
      grid: 'px-3 pt-2 pb-3',
      list: 'flex-1 pe-10 pt-1',
    },
  },
  defaultVariants: { layout: 'grid' },
});

export type ProductCardVariantProps = VariantProps<typeof productCardVariants>;
