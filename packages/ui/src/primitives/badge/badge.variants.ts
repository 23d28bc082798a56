import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'sd:inline-flex sd:w-fit sd:shrink-0 sd:items-center sd:gap-1 sd:rounded-full sd:font-medium sd:whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'sd:border sd:border-line sd:bg-surface sd:text-fg',
        brand: 'sd:bg-brand-subtle sd:text-brand',
        success: 'sd:bg-success-subtle sd:text-success',
        warning: 'sd:bg-warning-subtle sd:text-warning',
        danger: 'sd:bg-danger-subtle sd:text-danger',
        info: 'sd:bg-info-subtle sd:text-info',
        orange: 'sd:bg-orange-subtle sd:text-orange',
      },
      size: {
        sm: 'sd:px-2 sd:py-0.5 sd:text-xs',
        md: 'sd:px-2.5 sd:py-1 sd:text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
