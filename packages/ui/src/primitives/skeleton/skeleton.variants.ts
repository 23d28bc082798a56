import { cva, type VariantProps } from 'class-variance-authority';

const block = 'sd:bg-line sd:motion-safe:animate-pulse';

export const skeletonVariants = cva('sd:shrink-0', {
  variants: {
    shape: {
      text: 'sd:flex sd:w-full sd:flex-col',
      rect: `sd:w-full sd:rounded-md ${block}`,
      circle: `sd:rounded-full ${block}`,
    },
    size: {
      sm: '',
      md: '',
      lg: '',
    },
  },
  compoundVariants: [
    { shape: 'text', size: 'sm', className: 'sd:gap-1.5' },
    { shape: 'text', size: 'md', className: 'sd:gap-2' },
    { shape: 'text', size: 'lg', className: 'sd:gap-2.5' },
    { shape: 'circle', size: 'sm', className: 'sd:size-8' },
    { shape: 'circle', size: 'md', className: 'sd:size-12' },
    { shape: 'circle', size: 'lg', className: 'sd:size-16' },
  ],
  defaultVariants: { shape: 'rect', size: 'md' },
});

export const skeletonLineVariants = cva(`sd:rounded-sm ${block}`, {
  variants: {
    size: {
      sm: 'sd:h-3',
      md: 'sd:h-4',
      lg: 'sd:h-5',
    },
    last: {
      true: 'sd:w-3/5',
      false: 'sd:w-full',
    },
  },
  defaultVariants: { size: 'md', last: false },
});

export type SkeletonVariantProps = VariantProps<typeof skeletonVariants>;
