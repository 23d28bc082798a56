import { cva, type VariantProps } from 'class-variance-authority';

export const popoverContentVariants = cva(
  [
    // A fixed layer, and the reset of the UA's `[popover]` box (inset 0, auto margins) that placement replaces.
    'fixed inset-auto z-50 m-0 max-h-(--popover-available-height) max-w-[calc(100vw-1rem)] overflow-y-auto',
    'rounded-lg border border-line bg-raised text-sm text-fg shadow-raised outline-none',
    'origin-(--popover-transform-origin) motion-safe:transition motion-safe:duration-150',
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
