import { cva, type VariantProps } from 'class-variance-authority';

export const popoverContentVariants = cva(
  [
    // Radix places a fixed wrapper around the panel and gives it the panel's z-index.
    'sd:z-50 sd:max-h-(--popover-available-height) sd:max-w-[calc(100vw-1rem)] sd:overflow-y-auto',
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
