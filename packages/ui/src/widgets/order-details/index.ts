export { OrderDetails, type OrderDetailsLabels, type OrderDetailsProps } from './order-details';
