import { cva, type VariantProps } from 'class-variance-authority';

/** One entry: icon over a short label, the whole quarter of the bar pressable; the current one in the brand colour. */
export const mobileBottomBarItemVariants = cva(
  [
    'sd:focus-ring sd:relative sd:flex sd:h-16 sd:w-full sd:cursor-pointer sd:flex-col sd:items-center sd:justify-center sd:gap-1 sd:rounded-md',
    'sd:text-xs sd:leading-none sd:font-medium sd:transition-colors',
    'sd:before:absolute sd:before:inset-x-1/4 sd:before:top-0 sd:before:h-0.5 sd:before:rounded-full sd:before:content-[""]',
  ],
  {
    variants: {
      active: {
        true: 'sd:text-brand sd:before:bg-brand',
        false: 'sd:text-muted sd:hover:text-fg sd:before:bg-transparent',
      },
    },
    defaultVariants: { active: false },
  },
);

export type MobileBottomBarItemVariantProps = VariantProps<typeof mobileBottomBarItemVariants>;
