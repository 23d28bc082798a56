export {
  Menu,
  preloadMenu,
  type MenuEntry,
  type MenuItemData,
  type MenuProps,
  type MenuSectionData,
  type MenuSeparatorData,
  type MenuTriggerProps,
} from './menu';
export { menuItemVariants, menuPopoverVariants } from './menu.variants';
