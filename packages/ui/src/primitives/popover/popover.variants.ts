import { cva, type VariantProps } from 'class-variance-authority';

export const popoverContentVariants = cva(
  [
    // A fixed layer, and the reset of the UA's `[popover]` box (inset 0, auto margins) that placement replaces.
    'sd:fixed sd:inset-auto sd:z-50 sd:m-0 sd:max-h-(--popover-available-height) sd:max-w-[calc(100vw-1rem)] sd:overflow-y-auto',
    'sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:text-sm sd:text-fg sd:shadow-raised sd:outline-none',
    'sd:origin-(--popover-transform-origin) sd:motion-safe:transition sd:motion-safe:duration-150',
    'sd:starting:scale-95 sd:starting:opacity-0',
  ],
  {
    variants: {
      padding: {
        none: 'sd:p-0',
        sm: 'sd:p-1',
        md: 'sd:p-4',
      },
    },
    defaultVariants: { padding: 'md' },
  },
);

export type PopoverContentVariantProps = VariantProps<typeof popoverContentVariants>;
