export { ReturnCard, type ReturnCardLabels, type ReturnCardProps } from './return-card';
