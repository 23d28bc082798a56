import { cva } from 'class-variance-authority';

export const ratingStarsVariants = cva('inline-flex items-center gap-1', {
  variants: {
    size: {
      sm: '[&_[data-slot=star]]:size-3.5 text-xs',
      md: '[&_[data-slot=star]]:size-4.5 text-sm',
      lg: '[&_[data-slot=star]]:size-6 text-base',
    },
  },
  defaultVariants: { size: 'md' },
});
