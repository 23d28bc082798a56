import { cva, type VariantProps } from 'class-variance-authority';

export const popoverContentVariants = cva(
  [
    'z-50 max-h-(--radix-popover-content-available-height) max-w-[calc(100vw-1rem)] overflow-y-auto',
    'rounded-lg border border-line bg-raised text-sm text-fg shadow-raised outline-none',
    'origin-(--radix-popover-content-transform-origin) motion-safe:transition motion-safe:duration-150',
    'starting:scale-95 starting:opacity-0',
  ],
  {
    variants: {
      padding: {
        none: 'p-0',
        sm: 'p-1',
        md: 'p-4',
      },
    },
    defaultVariants: { padding: 'md' },
  },
);

export type PopoverContentVariantProps = VariantProps<typeof popoverContentVariants>;
