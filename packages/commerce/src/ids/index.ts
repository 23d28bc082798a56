export * from './same-id';
