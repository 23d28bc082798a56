export { ProductDetails, type ProductDetailsLabels, type ProductDetailsProps } from './product-details';
export { productDetailList, type ProductDetailEntry, type ProductDetailList } from './detail-list';
