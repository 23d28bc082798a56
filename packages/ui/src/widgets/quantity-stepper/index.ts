export { QuantityStepper, type QuantityStepperLabels, type QuantityStepperProps } from './quantity-stepper';
