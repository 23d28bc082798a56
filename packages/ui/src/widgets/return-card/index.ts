export { ReturnCard, type ReturnCardProps } from './return-card';
