import { cva, type VariantProps } from 'class-variance-authority';

/** One option chip: a visually hidden native radio inside a label, so the browser gives arrow keys and forms. */
export const variantOptionVariants = cva(
  [
    'sd:group/option sd:relative sd:inline-flex sd:min-h-10 sd:cursor-pointer sd:items-center sd:justify-center sd:gap-2 sd:rounded-md sd:border',
    'sd:bg-raised sd:px-3',
    'sd:py-1.5 sd:text-sm sd:text-fg sd:transition-colors sd:select-none',
    'sd:border-line-strong sd:hover:border-fg',
    'sd:has-checked:border-brand sd:has-checked:bg-brand-subtle sd:has-checked:shadow-[inset_0_0_0_1px_var(--sauda-color-brand)]',
    'sd:has-focus-visible:shadow-[var(--sauda-focus-ring)]',
    'sd:has-disabled:cursor-not-allowed sd:has-disabled:border-dashed sd:has-disabled:border-line sd:has-disabled:bg-surface',
    'sd:has-disabled:text-muted sd:has-disabled:hover:border-line',
  ],
  {
    variants: {
      kind: {
        color: 'sd:min-w-24 sd:justify-start',
        size: 'sd:min-w-12',
      },
    },
    defaultVariants: { kind: 'size' },
  },
);

export const variantSwatchVariants = cva('sd:size-5 sd:shrink-0 sd:rounded-full sd:border sd:border-line-strong', {
  variants: {
    fill: {
      // The colour itself comes as an inline style.
      colour: '',
      multi: 'sd:bg-[conic-gradient(#f87171,#facc15,#4ade80,#60a5fa,#c084fc,#f87171)]',
      unknown: 'sd:bg-surface',
    },
  },
  defaultVariants: { fill: 'unknown' },
});

export type VariantOptionVariantProps = VariantProps<typeof variantOptionVariants>;
