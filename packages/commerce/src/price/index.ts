export * from './displayed-price';
export * from './shipping';
export * from './variant-price';
export * from './variant-options';
export * from './variant-image';
