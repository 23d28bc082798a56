export { defaultHelpTiles, HelpTiles, type HelpTile, type HelpTilesLabels, type HelpTilesProps } from './help-tiles';
