export * from './filter-followed-shops';
