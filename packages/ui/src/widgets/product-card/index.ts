export { ProductCard, type ProductCardLabels, type ProductCardProps } from './product-card';
export type { NameFit } from './card-name';
