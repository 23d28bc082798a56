export { NativeDialog, type NativeDialogProps } from './native-dialog';
export { nativeDialogVariants } from './native-dialog.variants';
