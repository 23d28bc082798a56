import { cva, type VariantProps } from 'class-variance-authority';

export const iconButtonVariants = cva(
  [
    'sd:focus-ring sd:group/icon-button sd:inline-flex sd:shrink-0 sd:items-center sd:justify-center sd:transition-colors sd:select-none',
    'sd:cursor-pointer sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:opacity-55',
  ],
  {
    variants: {
      variant: {
        primary: 'sd:bg-brand sd:text-on-brand sd:hover:bg-brand-hover',
        secondary: [
          'sd:border sd:border-line-strong sd:bg-raised sd:text-fg sd:hover:bg-surface',
          'sd:data-[selected]:border-brand sd:data-[selected]:text-brand',
        ],
        ghost: 'sd:bg-transparent sd:text-fg sd:hover:bg-surface sd:data-[selected]:text-brand',
        danger: 'sd:bg-danger sd:text-white sd:hover:opacity-90 sd:dark:text-black',
      },
      size: {
        sm: 'sd:size-8',
        md: 'sd:size-10',
        lg: 'sd:size-12',
      },
      shape: {
        square: 'sd:rounded-md',
        round: 'sd:rounded-full',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md', shape: 'square' },
  },
);

/** Sizes the icon; a pressed toggle fills its outline icon (a wishlist heart turns solid). */
export const iconButtonIconVariants = cva(
  'sd:inline-flex sd:shrink-0 sd:group-data-[selected]/icon-button:[&_svg]:fill-current',
  {
    variants: {
      size: {
        sm: 'sd:[&_svg]:size-4',
        md: 'sd:[&_svg]:size-5',
        lg: 'sd:[&_svg]:size-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type IconButtonVariantProps = VariantProps<typeof iconButtonVariants>;
