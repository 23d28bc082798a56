import { cva, type VariantProps } from 'class-variance-authority';

/** One entry: icon over a short label, the whole quarter of the bar pressable; the current one in the brand colour. */
export const mobileBottomBarItemVariants = cva(
  [
    'focus-ring relative flex h-16 w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-md',
    'text-xs leading-none font-medium transition-colors',
    'before:absolute before:inset-x-1/4 before:top-0 before:h-0.5 before:rounded-full before:content-[""]',
  ],
  {
    variants: {
      active: {
        true: 'text-brand before:bg-brand',
        false: 'text-muted hover:text-fg before:bg-transparent',
      },
    },
    defaultVariants: { active: false },
  },
);

export type MobileBottomBarItemVariantProps = VariantProps<typeof mobileBottomBarItemVariants>;
