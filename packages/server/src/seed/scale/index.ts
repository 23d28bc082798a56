export { type ScaleSeedOptions, type ScaleSeedResult, seedScale } from './seed-scale';
