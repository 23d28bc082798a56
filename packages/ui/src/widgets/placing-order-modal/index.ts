export { PlacingOrderModal, type PlacingOrderModalLabels, type PlacingOrderModalProps } from './placing-order-modal';
