import { cva, type VariantProps } from 'class-variance-authority';

/** The menu's panel on the kit's floating panel: at least as wide as its trigger. */
export const menuPopoverVariants = cva('sd:min-w-(--popover-anchor-width)');

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
