import { cva, type VariantProps } from 'class-variance-authority';

export const menuPopoverVariants = cva(
  [
    // Positioned against the menu's anchor, which is as wide as the trigger: the menu is at least that wide.
    'absolute z-50 min-w-full max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-line bg-raised p-1',
    'text-sm text-fg shadow-raised outline-none',
    'motion-safe:transition motion-safe:duration-150 data-[entering]:opacity-0 data-[exiting]:opacity-0',
    'data-[entering]:scale-95 data-[exiting]:scale-95',
  ],
  {
    variants: {
      /** The side of the trigger the menu opens on, 6 px away. */
      side: { bottom: 'top-full mt-1.5', top: 'bottom-full mb-1.5' },
      /** The trigger edge the menu lines up with; `start` and `end` follow the reading direction. */
      align: { start: 'start-0', end: 'end-0', center: 'left-1/2 -translate-x-1/2' },
    },
    defaultVariants: { side: 'bottom', align: 'start' },
  },
);

export const menuItemVariants = cva(
  [
    'focus-ring flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-start no-underline outline-none',
    'select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-disabled',
  ],
  {
    variants: {
      tone: {
        default: 'text-fg data-[focused]:bg-surface',
        danger: 'text-danger data-[focused]:bg-danger-subtle',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type MenuItemVariantProps = VariantProps<typeof menuItemVariants>;
