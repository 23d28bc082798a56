import { cva, type VariantProps } from 'class-variance-authority';

/** The panel; the page behind it is dimmed through the element's own `::backdrop`. */
export const nativeDialogVariants = cva(
  [
    'm-auto max-h-[calc(100dvh-2rem)] overflow-hidden rounded-lg border border-line',
    'bg-raised p-0 text-fg shadow-raised backdrop:bg-overlay open:flex open:flex-col',
  ],
  {
    variants: {
      size: {
        md: 'w-[min(calc(100vw-2rem),32rem)]',
        lg: 'w-[min(calc(100vw-2rem),48rem)]',
        xl: 'w-[min(calc(100vw-2rem),64rem)]',
      },
    },
    defaultVariants: { size: 'lg' },
  },
);

export type NativeDialogVariantProps = VariantProps<typeof nativeDialogVariants>;
