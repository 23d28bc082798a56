export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverDescriptionProps,
  type PopoverProps,
  type PopoverTitleProps,
  type PopoverTriggerProps,
} from './popover';
export { PopoverContent, type InteractOutsideEvent, type PopoverContentProps } from './popover-content';
export type { PopoverAlign, PopoverSide } from './placement';
export { popoverContentVariants } from './popover.variants';
