export { Dialog, DialogTrigger, type DialogContent, type DialogProps, type DialogTriggerProps } from './dialog';
export { dialogModalVariants, dialogOverlayVariants } from './dialog.variants';
