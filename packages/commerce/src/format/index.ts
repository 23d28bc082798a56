export * from './price';
export * from './count';
export * from './phone';
export * from './date';
export * from './truncate';
export * from './slug';
export * from './colour-swatch';
