import { cva, type VariantProps } from 'class-variance-authority';

/** The panel; the page behind it is dimmed through the element's own `::backdrop`. */
export const nativeDialogVariants = cva(
  [
    'sd:m-auto sd:max-h-[calc(100dvh-2rem)] sd:overflow-hidden sd:rounded-lg sd:border sd:border-line',
    'sd:bg-raised sd:p-0 sd:text-fg sd:shadow-raised sd:backdrop:bg-overlay sd:open:flex sd:open:flex-col',
  ],
  {
    variants: {
      size: {
        md: 'sd:w-[min(calc(100vw-2rem),32rem)]',
        lg: 'sd:w-[min(calc(100vw-2rem),48rem)]',
        xl: 'sd:w-[min(calc(100vw-2rem),64rem)]',
      },
    },
    defaultVariants: { size: 'lg' },
  },
);

export type NativeDialogVariantProps = VariantProps<typeof nativeDialogVariants>;
