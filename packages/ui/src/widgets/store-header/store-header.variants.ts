import { cva, type VariantProps } from 'class-variance-authority';

export const storeHeaderVariants = cva(
  'sd:relative sd:flex sd:flex-col sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:text-fg',
);

/** The decorative band above the logo. */
export const storeHeaderBannerVariants = cva(
  'sd:h-16 sd:bg-linear-to-r sd:from-brand-subtle sd:via-surface sd:to-brand-subtle sd:sm:h-24',
);

/** The Follow/Unfollow button: full width on phones, its own size beside the name above. */
export const storeHeaderFollowVariants = cva('sd:w-full sd:sm:mt-4 sd:sm:w-auto sd:sm:min-w-32');

export type StoreHeaderVariantProps = VariantProps<typeof storeHeaderVariants>;
