export * from './match-path';
export * from './locale';
