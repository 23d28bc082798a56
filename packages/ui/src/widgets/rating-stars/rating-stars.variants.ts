import { cva } from 'class-variance-authority';

export const ratingStarsVariants = cva('inline-flex items-center gap-1', {
  variants: {
    size: {
      sm: '[&_[data-slot=rating-stars-stars]]:h-3.5 [&_[data-slot=rating-stars-stars]]:w-17.5 text-xs',
      md: '[&_[data-slot=rating-stars-stars]]:h-4.5 [&_[data-slot=rating-stars-stars]]:w-22.5 text-sm',
      lg: '[&_[data-slot=rating-stars-stars]]:h-6 [&_[data-slot=rating-stars-stars]]:w-30 text-base',
    },
  },
  defaultVariants: { size: 'md' },
});
