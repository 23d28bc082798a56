export { OrderStatusTabs, type OrderStatusTabsProps } from './order-status-tabs';
