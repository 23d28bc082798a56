export { OrderDetails, type OrderDetailsProps } from './order-details';
