export { Button, type ButtonProps } from './button';
export { buttonVariants } from './button.variants';
export { NativeButton, type NativeButtonProps } from './native-button';
