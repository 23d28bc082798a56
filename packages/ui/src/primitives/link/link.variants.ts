import { cva, type VariantProps } from 'class-variance-authority';

/** The `inline` look; the `button` look reuses `buttonVariants`. */
export const linkVariants = cva([
  'sd:focus-ring sd:cursor-pointer sd:rounded-sm sd:font-medium sd:text-brand sd:underline sd:decoration-1 sd:underline-offset-2',
  'sd:transition-colors sd:hover:text-brand-hover sd:hover:decoration-2',
  'sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:text-muted sd:data-[disabled]:no-underline',
]);

/** The `plain` look: no colour or underline of its own, for navigation lists and cards that style the link. */
export const plainLinkVariants = cva('sd:focus-ring sd:cursor-pointer sd:no-underline');

export const linkExternalIconVariants = cva(
  'sd:ms-1 sd:inline-block sd:size-3.5 sd:shrink-0 sd:align-[-0.125em] sd:rtl:-scale-x-100',
);

export type LinkVariantProps = VariantProps<typeof linkVariants>;
