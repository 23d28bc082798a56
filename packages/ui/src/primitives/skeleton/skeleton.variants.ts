import { cva, type VariantProps } from 'class-variance-authority';

const block = 'bg-line motion-safe:animate-pulse';

export const skeletonVariants = cva('shrink-0', {
  variants: {
    shape: {
      text: 'flex w-full flex-col',
      rect: `w-full rounded-md ${block}`,
      circle: `rounded-full ${block}`,
    },
    size: {
      sm: '',
      md: '',
      lg: '',
    },
  },
  compoundVariants: [
    { shape: 'text', size: 'sm', className: 'gap-1.5' },
    { shape: 'text', size: 'md', className: 'gap-2' },
    { shape: 'text', size: 'lg', className: 'gap-2.5' },
    { shape: 'circle', size: 'sm', className: 'size-8' },
    { shape: 'circle', size: 'md', className: 'size-12' },
    { shape: 'circle', size: 'lg', className: 'size-16' },
  ],
  defaultVariants: { shape: 'rect', size: 'md' },
});

export const skeletonLineVariants = cva(`rounded-sm ${block}`, {
  variants: {
    size: {
      sm: 'h-3',
      md: 'h-4',
      lg: 'h-5',
    },
    last: {
      true: 'w-3/5',
      false: 'w-full',
    },
  },
  defaultVariants: { size: 'md', last: false },
});

export type SkeletonVariantProps = VariantProps<typeof skeletonVariants>;
