import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  [
    'focus-ring inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap',
    'transition-colors select-none cursor-pointer',
    'disabled:cursor-not-allowed data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55',
    'data-[pending]:cursor-wait',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-on-brand hover:bg-brand-hover',
        secondary: 'border border-line-strong bg-raised text-fg hover:bg-surface',
        ghost: 'bg-transparent text-fg hover:bg-surface',
        danger: 'bg-danger text-white hover:opacity-90 dark:text-black',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      fullWidth: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
