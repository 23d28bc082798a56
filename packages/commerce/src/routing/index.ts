export * from './match-path';
