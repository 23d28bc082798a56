import { cva, type VariantProps } from 'class-variance-authority';

/** Columns: 2, then 3 from 640 px (`sm`), 4 from 1024 px (`lg`); the list view is one card per row. */
export const productGridListVariants = cva('grid gap-3 sm:gap-4', {
  variants: {
    view: {
      grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
      list: 'grid-cols-1',
    },
  },
  defaultVariants: { view: 'grid' },
});

export type ProductGridListVariantProps = VariantProps<typeof productGridListVariants>;
