import { cva, type VariantProps } from 'class-variance-authority';

export const shopLogoVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full border border-line',
    'bg-brand-subtle font-semibold text-fg select-none',
  ],
  {
    variants: {
      size: {
        sm: 'size-10 text-base',
        md: 'size-14 text-xl',
        lg: 'size-24 text-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ShopLogoVariantProps = VariantProps<typeof shopLogoVariants>;
