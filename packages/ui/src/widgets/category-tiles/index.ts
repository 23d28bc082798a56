export { CategoryTiles, type CategoryTilesLabels, type CategoryTilesProps } from './category-tiles';
