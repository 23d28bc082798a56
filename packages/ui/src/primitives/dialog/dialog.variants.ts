import { cva, type VariantProps } from 'class-variance-authority';

export const dialogOverlayVariants = cva(
  [
    'fixed inset-0 z-50 flex h-(--visual-viewport-height) w-full items-center justify-center bg-overlay',
    'motion-safe:transition-opacity motion-safe:duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0',
  ],
  {
    variants: {
      size: {
        sm: 'p-4',
        md: 'p-4',
        lg: 'p-4',
        'fullscreen-on-small': 'p-0 sm:p-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export const dialogModalVariants = cva(
  [
    'flex max-h-full w-full flex-col overflow-hidden border border-line bg-raised text-fg shadow-raised outline-none',
    'motion-safe:transition motion-safe:duration-200 data-[entering]:scale-95 data-[entering]:opacity-0',
    'data-[exiting]:scale-95 data-[exiting]:opacity-0',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm rounded-lg',
        md: 'max-w-lg rounded-lg',
        lg: 'max-w-3xl rounded-lg',
        'fullscreen-on-small': 'h-full max-w-none rounded-none sm:h-auto sm:max-w-lg sm:rounded-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogVariantProps = VariantProps<typeof dialogModalVariants>;
