export { CategoryTiles, type CategoryTilesProps } from './category-tiles';
