// One module per icon, so a chunk carries only the icons its widgets draw (a page's chunk is built per module).
export { CheckIcon } from './check-icon';
export { ChevronDownIcon } from './chevron-down-icon';
export { CopyIcon } from './copy-icon';
export { CloseIcon } from './close-icon';
export { HeartIcon } from './heart-icon';
export { ImageIcon } from './image-icon';
export type { IconProps } from './outline';
