export { Tab, type TabProps } from './tab';
export { TabList, type TabListProps } from './tab-list';
export { TabPanel, type TabPanelProps } from './tab-panel';
export { preloadTabs, Tabs, type TabItem, type TabsProps } from './tabs';
export { tabListVariants, tabPanelVariants, tabVariants, tabsVariants } from './tabs.variants';
