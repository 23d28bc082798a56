export * from './provinces';
export * from './cities';
