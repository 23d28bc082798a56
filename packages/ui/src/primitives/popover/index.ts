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
export {
  PopoverContent,
  type InteractOutsideEvent,
  type PopoverAlign,
  type PopoverContentProps,
  type PopoverSide,
} from './popover-content';
export { popoverContentVariants } from './popover.variants';
