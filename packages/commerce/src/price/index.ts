export * from './displayed-price';
export * from './shipping';
