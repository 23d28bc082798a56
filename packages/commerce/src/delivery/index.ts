export * from './delivery-estimate';
