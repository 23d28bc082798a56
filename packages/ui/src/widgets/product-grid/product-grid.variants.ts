import { cva, type VariantProps } from 'class-variance-authority';

/** Columns: 2, then 3 from 640 px (`sm`), 4 from 1024 px (`lg`); the list view is one card per row. */
export const productGridListVariants = cva('sd:grid sd:gap-3 sd:sm:gap-4', {
  variants: {
    view: {
      grid: 'sd:grid-cols-2 sd:sm:grid-cols-3 sd:lg:grid-cols-4',
      list: 'sd:grid-cols-1',
    },
  },
  defaultVariants: { view: 'grid' },
});

export type ProductGridListVariantProps = VariantProps<typeof productGridListVariants>;
