import { cva, type VariantProps } from 'class-variance-authority';

/** One option chip: a visually hidden native radio inside a label, so the browser gives arrow keys and forms. */
export const variantOptionVariants = cva(
  [
    'group/option relative inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md border',
    'bg-raised px-3',
    'py-1.5 text-sm text-fg transition-colors select-none',
    'border-line-strong hover:border-fg',
    'has-checked:border-brand has-checked:bg-brand-subtle has-checked:shadow-[inset_0_0_0_1px_var(--sauda-color-brand)]',
    'has-focus-visible:shadow-[var(--sauda-focus-ring)]',
    'has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:border-line has-disabled:bg-surface',
    'has-disabled:text-muted has-disabled:hover:border-line',
  ],
  {
    variants: {
      kind: {
        color: 'min-w-24 justify-start',
        size: 'min-w-12',
      },
    },
    defaultVariants: { kind: 'size' },
  },
);

export const variantSwatchVariants = cva('size-5 shrink-0 rounded-full border border-line-strong', {
  variants: {
    fill: {
      // The colour itself comes as an inline style.
      colour: '',
      multi: 'bg-[conic-gradient(#f87171,#facc15,#4ade80,#60a5fa,#c084fc,#f87171)]',
      unknown: 'bg-surface',
    },
  },
  defaultVariants: { fill: 'unknown' },
});

export type VariantOptionVariantProps = VariantProps<typeof variantOptionVariants>;
