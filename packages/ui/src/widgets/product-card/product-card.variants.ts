import { cva, type VariantProps } from 'class-variance-authority';

export const productCardVariants = cva(
  'sd:relative sd:flex sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:text-fg sd:transition-shadow sd:hover:shadow-raised',
  {
    variants: {
      layout: {
        grid: 'sd:flex-col',
        list: 'sd:flex-row',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
);

export const productCardLinkVariants = cva('sd:flex sd:min-w-0 sd:flex-1 sd:rounded-lg', {
  variants: {
    layout: {
      grid: 'sd:flex-col',
      list: 'sd:flex-row sd:items-start sd:gap-3 sd:p-2 sd:sm:gap-4',
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const productCardImageVariants = cva('sd:relative sd:block sd:shrink-0 sd:overflow-hidden sd:bg-surface', {
  variants: {
    layout: {
      grid: 'sd:w-full',
      list: 'sd:w-28 sd:rounded-md sd:sm:w-40',
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const productCardBodyVariants = cva('sd:flex sd:min-w-0 sd:flex-col sd:gap-1', {
  variants: {
    layout: {
      grid: 'sd:px-3 sd:pt-2 sd:pb-3',
      list: 'sd:flex-1 sd:pe-10 sd:pt-1',
    },
  },
  defaultVariants: { layout: 'grid' },
});

export type ProductCardVariantProps = VariantProps<typeof productCardVariants>;
