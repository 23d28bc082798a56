export { DeliveryOptions, type DeliveryOptionsLabels, type DeliveryOptionsProps } from './delivery-options';
