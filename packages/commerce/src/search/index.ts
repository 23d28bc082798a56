export * from './search-history';
export * from './suggestions';
