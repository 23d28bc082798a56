export { IconButton, type IconButtonProps } from './icon-button';
export { iconButtonIconVariants, iconButtonVariants } from './icon-button.variants';
export { NativeIconButton, type NativeIconButtonProps } from './native-icon-button';
export type { IconButtonLookProps } from './icon-button-look';
