export { ProductGrid, type ProductGridLabels, type ProductGridProps, type ProductGridView } from './product-grid';
