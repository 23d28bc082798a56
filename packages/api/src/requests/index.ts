export * from './order-payload';
export * from './multipart-forms';
