export * from './primitives/button';
export * from './primitives/spinner';
