import { cva, type VariantProps } from 'class-variance-authority';

export const iconButtonVariants = cva(
  [
    'focus-ring group/icon-button inline-flex shrink-0 items-center justify-center transition-colors select-none',
    'cursor-pointer data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-on-brand hover:bg-brand-hover',
        secondary: [
          'border border-line-strong bg-raised text-fg hover:bg-surface',
          'data-[selected]:border-brand data-[selected]:text-brand',
        ],
        ghost: 'bg-transparent text-fg hover:bg-surface data-[selected]:text-brand',
        danger: 'bg-danger text-white hover:opacity-90 dark:text-black',
      },
      size: {
        sm: 'size-8',
        md: 'size-10',
        lg: 'size-12',
      },
      shape: {
        square: 'rounded-md',
        round: 'rounded-full',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md', shape: 'square' },
  },
);

/** Sizes the icon; a pressed toggle fills its outline icon (a wishlist heart turns solid). */
export const iconButtonIconVariants = cva(
  'inline-flex shrink-0 group-data-[selected]/icon-button:[&_svg]:fill-current',
  {
    variants: {
      size: {
        sm: '[&_svg]:size-4',
        md: '[&_svg]:size-5',
        lg: '[&_svg]:size-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type IconButtonVariantProps = VariantProps<typeof iconButtonVariants>;
