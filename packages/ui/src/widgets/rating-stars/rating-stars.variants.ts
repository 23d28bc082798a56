import { cva } from 'class-variance-authority';

// Wraps: in a narrow card the count goes under the stars instead of spilling out of the card.
export const ratingStarsVariants = cva('sd:inline-flex sd:flex-wrap sd:items-center sd:gap-1', {
  variants: {
    size: {
      sm: 'sd:[&_[data-slot=rating-stars-stars]]:h-3.5 sd:[&_[data-slot=rating-stars-stars]]:w-17.5 sd:text-xs',
      md: 'sd:[&_[data-slot=rating-stars-stars]]:h-4.5 sd:[&_[data-slot=rating-stars-stars]]:w-22.5 sd:text-sm',
      lg: 'sd:[&_[data-slot=rating-stars-stars]]:h-6 sd:[&_[data-slot=rating-stars-stars]]:w-30 sd:text-base',
    },
  },
  defaultVariants: { size: 'md' },
});
