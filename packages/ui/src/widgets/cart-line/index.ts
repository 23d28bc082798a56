export { CartLine, type CartLineLabels, type CartLineProps } from './cart-line';
