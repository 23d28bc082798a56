export { Dialog, type DialogContent, type DialogLabels, type DialogProps } from './dialog';
export { DialogTrigger, type DialogTriggerProps } from './dialog-trigger';
export { dialogModalVariants, dialogOverlayVariants } from './dialog.variants';
