import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border border-line bg-surface text-fg',
        brand: 'bg-brand-subtle text-brand',
        success: 'bg-success-subtle text-success',
        warning: 'bg-warning-subtle text-warning',
        danger: 'bg-danger-subtle text-danger',
        info: 'bg-info-subtle text-info',
        orange: 'bg-orange-subtle text-orange',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs',
        md: 'px-2.5 py-1 text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

/** The round red counter, e.g. the number of items on the cart icon. */
export const badgeCountVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full bg-danger font-semibold text-white tabular-nums dark:text-black',
  {
    variants: {
      size: {
        sm: 'h-4 min-w-4 px-1 text-[0.6875rem] leading-none',
        md: 'h-5 min-w-5 px-1.5 text-xs leading-none',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
