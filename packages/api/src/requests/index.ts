export * from './order-payload';
export * from './multipart-forms';
export * from './image-urls';
