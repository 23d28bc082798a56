export { defaultHelpTiles, HelpTiles, type HelpTile, type HelpTilesProps } from './help-tiles';
