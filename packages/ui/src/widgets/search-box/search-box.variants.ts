import { cva, type VariantProps } from 'class-variance-authority';

/** The field: input and search button inside one boundary that shows the focus ring while the input has focus. */
export const searchBoxFieldVariants = cva([
  'flex h-11 w-full min-w-0 items-center gap-1 rounded-lg border border-muted bg-raised ps-3 pe-1 text-fg',
  'transition-colors hover:border-fg [&:has(input:focus-visible)]:border-brand',
  '[&:has(input:focus-visible)]:[box-shadow:var(--sauda-focus-ring)]',
]);

/** One option of the dropdown: a row (recent searches, live suggestions) or a chip (suggested searches). */
export const searchBoxOptionVariants = cva('flex cursor-pointer items-center text-sm text-fg select-none', {
  variants: {
    look: {
      row: [
        'min-h-10 gap-3 rounded-md px-3 py-2 hover:bg-surface',
        'data-[active=true]:bg-brand-subtle data-[active=true]:text-brand',
      ],
      chip: [
        'min-h-8 gap-1.5 rounded-full border border-line px-3 py-1 hover:border-brand hover:text-brand',
        'data-[active=true]:border-brand data-[active=true]:bg-brand-subtle data-[active=true]:text-brand',
      ],
    },
  },
  defaultVariants: { look: 'row' },
});

export type SearchBoxOptionVariantProps = VariantProps<typeof searchBoxOptionVariants>;
