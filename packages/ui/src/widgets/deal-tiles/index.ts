export { DealTiles, defaultDealTiles, type DealTile, type DealTilesLabels, type DealTilesProps } from './deal-tiles';
export { dealTileIconVariants, dealTileVariants } from './deal-tiles.variants';
