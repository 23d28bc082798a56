export { DealTiles, defaultDealTiles, type DealTile, type DealTilesProps } from './deal-tiles';
export { dealTileIconVariants, dealTileVariants } from './deal-tiles.variants';
