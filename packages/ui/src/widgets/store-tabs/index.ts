export { StoreTabs, type StoreTab, type StoreTabsLabels, type StoreTabsProps } from './store-tabs';
export {
  StoreProfile,
  defaultStoreProfileFacts,
  type StoreProfileFact,
  type StoreProfileLabels,
  type StoreProfileProps,
} from './store-profile';
