export { ShopCard, type ShopCardLabels, type ShopCardProps } from './shop-card';
export { ShopLogo, type ShopLogoProps } from './shop-logo';
export { shopLogoVariants } from './shop-card.variants';
