export { OrderStatusTabs, type OrderStatusTabsLabels, type OrderStatusTabsProps } from './order-status-tabs';
