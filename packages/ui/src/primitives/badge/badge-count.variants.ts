import { cva } from 'class-variance-authority';

/** The round red counter, e.g. the number of items on the cart icon. */
export const badgeCountVariants = cva(
  'sd:inline-flex sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:bg-danger sd:font-semibold sd:text-white sd:tabular-nums sd:dark:text-black',
  {
    variants: {
      size: {
        sm: 'sd:h-4 sd:min-w-4 sd:px-1 sd:text-[0.6875rem] sd:leading-none',
        md: 'sd:h-5 sd:min-w-5 sd:px-1.5 sd:text-xs sd:leading-none',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
