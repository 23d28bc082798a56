import { cva, type VariantProps } from 'class-variance-authority';

/** The frame every account-access form shares: a raised card, or plain for pages that bring their own. */
export const authFormVariants = cva('mx-auto flex w-full max-w-md flex-col gap-5 text-fg', {
  variants: {
    variant: {
      card: 'rounded-lg border border-line bg-raised px-4 py-6 shadow-raised sm:p-8',
      plain: '',
    },
  },
  defaultVariants: { variant: 'card' },
});

/** A message box inside the form: the server's error, or what happened after a successful send. */
export const authCalloutVariants = cva(
  'flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm font-medium text-start outline-none',
  {
    variants: {
      tone: {
        danger: 'border-danger bg-danger-subtle text-danger',
        success: 'border-success bg-success-subtle text-success',
      },
    },
    defaultVariants: { tone: 'danger' },
  },
);

export type AuthFormVariantProps = VariantProps<typeof authFormVariants>;
