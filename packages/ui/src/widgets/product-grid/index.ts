export { ProductGrid, type ProductGridProps, type ProductGridView } from './product-grid';
