export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverDescriptionProps,
  type PopoverProps,
  type PopoverTitleProps,
  type PopoverTriggerProps,
} from './popover';
export { popoverContentVariants } from './popover.variants';
