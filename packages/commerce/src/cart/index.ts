export * from './cart-limits';
export * from './cart-line-key';
export * from './cart-operations';
export * from './cart-totals';
export * from './group-by-shop';
