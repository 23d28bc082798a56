export { PlacingOrderModal, type PlacingOrderModalProps } from './placing-order-modal';
