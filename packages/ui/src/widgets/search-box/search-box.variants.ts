import { cva, type VariantProps } from 'class-variance-authority';

/** The field: input and search button inside one boundary that shows the focus ring while the input has focus. */
export const searchBoxFieldVariants = cva([
  'sd:flex sd:h-11 sd:w-full sd:min-w-0 sd:items-center sd:gap-1 sd:rounded-lg sd:border sd:border-muted sd:bg-raised sd:ps-3 sd:pe-1 sd:text-fg',
  'sd:transition-colors sd:hover:border-fg sd:[&:has(input:focus-visible)]:border-brand',
  'sd:[&:has(input:focus-visible)]:[box-shadow:var(--sauda-focus-ring)]',
]);

/** One option of the dropdown: a row (recent searches, live suggestions) or a chip (suggested searches). */
export const searchBoxOptionVariants = cva(
  'sd:flex sd:cursor-pointer sd:items-center sd:text-sm sd:text-fg sd:select-none',
  {
    variants: {
      look: {
        row: [
          'sd:min-h-10 sd:gap-3 sd:rounded-md sd:px-3 sd:py-2 sd:hover:bg-surface',
          'sd:data-[active=true]:bg-brand-subtle sd:data-[active=true]:text-brand',
        ],
        chip: [
          'sd:min-h-8 sd:gap-1.5 sd:rounded-full sd:border sd:border-line sd:px-3 sd:py-1 sd:hover:border-brand sd:hover:text-brand',
          'sd:data-[active=true]:border-brand sd:data-[active=true]:bg-brand-subtle sd:data-[active=true]:text-brand',
        ],
      },
    },
    defaultVariants: { look: 'row' },
  },
);

export type SearchBoxOptionVariantProps = VariantProps<typeof searchBoxOptionVariants>;
