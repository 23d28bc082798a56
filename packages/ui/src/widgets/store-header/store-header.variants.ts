import { cva, type VariantProps } from 'class-variance-authority';

export const storeHeaderVariants = cva(
  'relative flex flex-col overflow-hidden rounded-lg border border-line bg-raised text-fg',
);

/** The decorative band above the logo. */
export const storeHeaderBannerVariants = cva(
  'h-16 bg-linear-to-r from-brand-subtle via-surface to-brand-subtle sm:h-24',
);

/** The Follow/Unfollow button: full width on phones, its own size beside the name above. */
export const storeHeaderFollowVariants = cva('w-full sm:mt-4 sm:w-auto sm:min-w-32');

export type StoreHeaderVariantProps = VariantProps<typeof storeHeaderVariants>;
