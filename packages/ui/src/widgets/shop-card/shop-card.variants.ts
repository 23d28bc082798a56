import { cva, type VariantProps } from 'class-variance-authority';

export const shopLogoVariants = cva(
  [
    'sd:inline-flex sd:shrink-0 sd:items-center sd:justify-center sd:overflow-hidden sd:rounded-full sd:border sd:border-line',
    'sd:bg-brand-subtle sd:font-semibold sd:text-fg sd:select-none',
  ],
  {
    variants: {
      size: {
        sm: 'sd:size-10 sd:text-base',
        md: 'sd:size-14 sd:text-xl',
        lg: 'sd:size-24 sd:text-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ShopLogoVariantProps = VariantProps<typeof shopLogoVariants>;
