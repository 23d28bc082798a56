// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubCssEscape } from '../../test-support/css-escape';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './index';

// react-aria-components' tabs arrive when the test says so: the first `import()` of the chunk waits for `arrive`.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./aria-tabs', async () => {
  await arrived;
  return vi.importActual('./aria-tabs');
});

beforeAll(stubCssEscape);
afterEach(cleanup);

const shopTabs = (props: Partial<TabsProps> = {}) => (
  <Tabs {...props}>
    <TabList aria-label="Shop">
      <Tab id="products">Products</Tab>
      <Tab id="profile">Profile</Tab>
      <Tab id="reviews">Reviews</Tab>
    </TabList>
    <TabPanel id="products">Lawn suits</TabPanel>
    <TabPanel id="profile">Joined 3+ years ago</TabPanel>
    <TabPanel id="reviews">No reviews yet</TabPanel>
  </Tabs>
);

const tab = (name: string) => screen.getByRole('tab', { name });
// The first download is vitest transforming react-aria-components: allowed 5 s on a busy runner.
const interactive = () => waitFor(() => expect(document.querySelector('[data-static]')).toBeNull(), { timeout: 5000 });

// One module loader for the file, so the order matters: the first tests run before the chunk has arrived.
describe('Tabs before react-aria-components has arrived', () => {
  it('renders on the server as a tab list with the chosen tab selected and its panel', () => {
    const html = renderToString(shopTabs({ defaultSelectedKey: 'profile' }));
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-selected="true"[^>]*>Profile</);
    expect(html).toContain('Joined 3+ years ago');
    expect(html).not.toContain('Lawn suits');
  });

  it('selects the first tab once the list has rendered, and a press selects another', () => {
    const onSelectionChange = vi.fn();
    render(shopTabs({ onSelectionChange }));
    expect(tab('Products').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Lawn suits');
    expect(onSelectionChange).not.toHaveBeenCalled();
    fireEvent.click(tab('Reviews'));
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('No reviews yet');
    expect(onSelectionChange).toHaveBeenCalledWith('reviews');
  });
});

describe('Tabs on react-aria-components', () => {
  it('keeps the tab pressed before the library arrived, then answers the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    render(shopTabs({ onSelectionChange }));
    fireEvent.click(tab('Profile'));
    act(() => tab('Profile').focus());
    await act(async () => arrive());
    await interactive();
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
    // The focused static tab handed its focus to react-aria's.
    expect(document.activeElement).toBe(tab('Profile'));
    expect(screen.getByRole('tabpanel', { name: 'Profile' }).textContent).toContain('Joined 3+ years ago');

    act(() => tab('Profile').focus());
    fireEvent.keyDown(tab('Profile'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Reviews').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('Reviews'));
    expect(onSelectionChange).toHaveBeenLastCalledWith('reviews');
    fireEvent.keyDown(tab('Reviews'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Products').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel', { name: 'Products' }).textContent).toContain('Lawn suits');
  });

  it('mirrors the arrow keys right to left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(shopTabs());
      await interactive();
      act(() => tab('Products').focus());
      fireEvent.keyDown(tab('Products'), { key: 'ArrowLeft' });
      await waitFor(() => expect(tab('Profile').getAttribute('aria-selected')).toBe('true'));
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('takes over a server-rendered page without a hydration error, then becomes interactive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(shopTabs({ defaultSelectedKey: 'reviews' }));
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, shopTabs({ defaultSelectedKey: 'reviews' }), { onRecoverableError });
    });
    await interactive();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Reviews' }).textContent).toContain('No reviews yet');
    container.remove();
  });

  it('leaves disabled tabs out of the arrow keys and keeps a wholly disabled list showing its panel', async () => {
    render(shopTabs({ disabledKeys: ['profile'] }));
    await interactive();
    act(() => tab('Products').focus());
    fireEvent.keyDown(tab('Products'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Reviews').getAttribute('aria-selected')).toBe('true'));
    cleanup();
    render(shopTabs({ isDisabled: true, defaultSelectedKey: 'profile' }));
    expect(screen.getByRole('tabpanel', { name: 'Profile' }).textContent).toContain('Joined 3+ years ago');
    fireEvent.click(tab('Products'));
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
  });
});
