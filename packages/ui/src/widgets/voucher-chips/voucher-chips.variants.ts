import { cva, type VariantProps } from 'class-variance-authority';

/** One voucher: a ticket with a dashed edge; applied, it fills with the success colour. */
export const voucherChipVariants = cva(
  [
    'focus-ring flex min-w-0 max-w-full cursor-pointer items-center gap-3 rounded-md border border-dashed px-3 py-2',
    'text-start text-fg transition-colors disabled:cursor-wait',
  ],
  {
    variants: {
      applied: {
        false: 'border-brand/60 bg-brand-subtle hover:border-brand',
        true: 'border-success bg-success-subtle',
      },
    },
    defaultVariants: { applied: false },
  },
);

/** The chip's action text: the brand colour to apply, the success colour once applied. */
export const voucherChipActionVariants = cva('shrink-0 text-sm font-semibold', {
  variants: { applied: { false: 'text-brand', true: 'text-success' } },
  defaultVariants: { applied: false },
});

export type VoucherChipVariantProps = VariantProps<typeof voucherChipVariants>;
