export { ProductDetails, type ProductDetailsLabels, type ProductDetailsProps } from './product-details';
