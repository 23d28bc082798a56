import { cva, type VariantProps } from 'class-variance-authority';

export const menuPopoverVariants = cva(
  [
    // Positioned against the menu's anchor, which is as wide as the trigger: the menu is at least that wide.
    'sd:absolute sd:z-50 sd:min-w-full sd:max-w-[calc(100vw-1rem)] sd:overflow-y-auto sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-1',
    'sd:text-sm sd:text-fg sd:shadow-raised sd:outline-none',
    'sd:motion-safe:transition sd:motion-safe:duration-150 sd:data-[entering]:opacity-0 sd:data-[exiting]:opacity-0',
    'sd:data-[entering]:scale-95 sd:data-[exiting]:scale-95',
  ],
  {
    variants: {
      /** The side of the trigger the menu opens on, 6 px away. */
      side: { bottom: 'sd:top-full sd:mt-1.5', top: 'sd:bottom-full sd:mb-1.5' },
      /** The trigger edge the menu lines up with; `start` and `end` follow the reading direction. */
      align: { start: 'sd:start-0', end: 'sd:end-0', center: 'sd:left-1/2 sd:-translate-x-1/2' },
    },
    defaultVariants: { side: 'bottom', align: 'start' },
  },
);

export const menuItemVariants = cva(
  [
    'sd:focus-ring sd:flex sd:cursor-pointer sd:items-center sd:gap-2 sd:rounded-md sd:px-3 sd:py-2 sd:text-start sd:no-underline sd:outline-none',
    'sd:select-none sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:text-disabled',
  ],
  {
    variants: {
      tone: {
        default: 'sd:text-fg sd:data-[focused]:bg-surface',
        danger: 'sd:text-danger sd:data-[focused]:bg-danger-subtle',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type MenuItemVariantProps = VariantProps<typeof menuItemVariants>;
