import { cva, type VariantProps } from 'class-variance-authority';

/** The `inline` look; the `button` look reuses `buttonVariants`. */
export const linkVariants = cva([
  'focus-ring cursor-pointer rounded-sm font-medium text-brand underline decoration-1 underline-offset-2',
  'transition-colors hover:text-brand-hover hover:decoration-2',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted data-[disabled]:no-underline',
]);

/** The `plain` look: no colour or underline of its own, for navigation lists and cards that style the link. */
export const plainLinkVariants = cva('focus-ring cursor-pointer no-underline');

export const linkExternalIconVariants = cva('ms-1 inline-block size-3.5 shrink-0 align-[-0.125em] rtl:-scale-x-100');

export type LinkVariantProps = VariantProps<typeof linkVariants>;
