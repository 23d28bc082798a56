export { CartLine, type CartLineProps } from './cart-line';
