export * from './order-status';
export * from './request-status';
export * from './order-progress';
export * from './order-tracking';
export * from './order-actions';
export * from './urdu-status-names';
