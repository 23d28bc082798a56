export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabItem,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './tabs';
export { tabListVariants, tabPanelVariants, tabVariants, tabsVariants } from './tabs.variants';
