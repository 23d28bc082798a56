export { IconButton, type IconButtonProps } from './icon-button';
export { iconButtonIconVariants, iconButtonVariants } from './icon-button.variants';
