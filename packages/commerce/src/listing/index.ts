export * from './listing-filters';
export * from './size-filter';
export * from './apply-filters';
export * from './sort-products';
export * from './filters-query';
export * from './filter-chips';
export * from './listing-options';
