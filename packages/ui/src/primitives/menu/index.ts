export {
  Menu,
  type MenuEntry,
  type MenuItemData,
  type MenuProps,
  type MenuSectionData,
  type MenuSeparatorData,
} from './menu';
export { menuItemVariants, menuPopoverVariants } from './menu.variants';
