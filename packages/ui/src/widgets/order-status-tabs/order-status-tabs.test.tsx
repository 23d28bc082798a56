// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { OrderStatusTabs } from './order-status-tabs';
import { orderStatusTabsTexts } from './texts/en';
import { orderStatusTabsTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(orderStatusTabsTexts, orderStatusTabsTextsUr)]);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('OrderStatusTabs texts', () => {
  it('names the tabs in English by default', () => {
    render(<OrderStatusTabs selectedTab="All" onSelectedTabChange={() => undefined} counts={{ Pending: 2 }} />);
    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeTruthy();
    expect(tabNames()).toEqual(['All', 'Pending(2)', 'Confirmed', 'Shipped', 'Delivered']);
  });

  it("names them in the provider's language; `label` and `labels` still win", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <OrderStatusTabs
          selectedTab="Shipped"
          onSelectedTabChange={() => undefined}
          label="My orders"
          labels={{ all: 'Everything' }}
        />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'My orders' })).toBeTruthy();
    expect(tabNames()).toEqual(['Everything', 'زیرِ التوا', 'کنفرم شدہ', 'روانہ شدہ', 'ڈیلیور شدہ']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('روانہ شدہ');
  });
});
