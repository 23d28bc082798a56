export { StoreHeader, type StoreHeaderLabels, type StoreHeaderProps } from './store-header';
export { storeHeaderBannerVariants, storeHeaderFollowVariants, storeHeaderVariants } from './store-header.variants';
