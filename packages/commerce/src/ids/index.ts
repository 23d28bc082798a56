export * from './same-id';
export * from './order-number';
