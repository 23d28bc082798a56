// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubCssEscape } from '../../test-support/css-escape';
import { stubResizeObserver } from '../../test-support/resize-observer';
import { Menu, type MenuEntry } from './index';

// react-aria-components' menu arrives when the test says so: the first `import()` of the chunk waits for `arrive`.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./aria-menu', async () => {
  await arrived;
  return vi.importActual('./aria-menu');
});

// Counts the downloads of react-aria's submenus, which only a menu with a submenu should make.
const submenuDownloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./aria-submenu', async () => {
  submenuDownloads.count += 1;
  return vi.importActual('./aria-submenu');
});

beforeAll(() => {
  stubResizeObserver();
  stubCssEscape();
});
afterEach(cleanup);

const items: MenuEntry[] = [
  { id: 'account', label: 'My Account', href: '/user/account' },
  { id: 'orders', label: 'Orders', href: '/user/orders' },
  { type: 'separator', id: 'line' },
  { id: 'logout', label: 'Logout', tone: 'danger' },
];
const trigger = () => screen.getByRole('button', { name: 'Ayesha' });
const item = (name: string) => screen.getByRole('menuitem', { name });
// The first download is vitest transforming react-aria-components: allowed 5 s on a busy runner.
const menuShown = () => screen.findByRole('menu', {}, { timeout: 5000 });

// One module loader for the file, so the order matters: the first tests run before the chunk has arrived.
describe('Menu', () => {
  it('renders its trigger alone on the server, as a menu button', () => {
    const html = renderToString(<Menu label="Ayesha" items={items} />);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });

  it('keeps a press made before react-aria’s menu has arrived, and opens once it has', async () => {
    const onOpenChange = vi.fn();
    render(<Menu label="Ayesha" items={items} onOpenChange={onOpenChange} />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // Nothing names a menu that is not there yet.
    expect(trigger().hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => arrive());
    const menu = await menuShown();
    expect(trigger().getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger().id);
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'My Account',
      'Orders',
      'Logout',
    ]);
    expect(item('Orders').getAttribute('href')).toBe('/user/orders');
  });

  it('opens from ArrowDown on its first item and closes with Escape, focus back on the trigger', async () => {
    render(<Menu label="Ayesha" items={items} />);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    await menuShown();
    await waitFor(() => expect(document.activeElement).toBe(item('My Account')));
    fireEvent.keyDown(item('My Account'), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(item('Orders')));
    fireEvent.keyDown(item('Orders'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger());
  });

  it('chooses an item with Enter: its action and the menu’s run, the menu closes', async () => {
    const onAction = vi.fn();
    const logout = vi.fn();
    render(
      <Menu
        label="Ayesha"
        items={items.map((entry) => (entry.id === 'logout' ? { ...entry, onAction: logout } : entry))}
        onAction={onAction}
      />,
    );
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    await menuShown();
    await waitFor(() => expect(document.activeElement).toBe(item('Logout')));
    fireEvent.keyDown(item('Logout'), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(document.activeElement).toBe(trigger());
  });

  it('checks one sort order at a time, closes on the choice and shows it checked when opened again', async () => {
    const onSelectionChange = vi.fn();
    const sorts: MenuEntry[] = [
      { id: 'newest', label: 'Newest' },
      { id: 'price-asc', label: 'Price: low to high' },
    ];
    render(
      <Menu
        label="Ayesha"
        items={sorts}
        selectionMode="single"
        defaultSelectedKeys={['newest']}
        onSelectionChange={onSelectionChange}
      />,
    );
    fireEvent.click(trigger());
    await menuShown();
    expect(screen.getByRole('menuitemradio', { name: 'Newest' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Price: low to high' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['price-asc']));

    fireEvent.click(trigger());
    await menuShown();
    expect(screen.getByRole('menuitemradio', { name: 'Price: low to high' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Newest' }).getAttribute('aria-checked')).toBe('false');
  });

  it('toggles several columns with clicks and Space, the menu staying open, and closes on Enter', async () => {
    const onSelectionChange = vi.fn();
    const columns: MenuEntry[] = [
      { id: 'price', label: 'Price' },
      { id: 'rating', label: 'Rating' },
      { id: 'shop', label: 'Shop' },
    ];
    render(<Menu label="Ayesha" items={columns} selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    fireEvent.click(trigger());
    await menuShown();
    const column = (name: string) => screen.getByRole('menuitemcheckbox', { name });
    fireEvent.click(column('Price'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['price']));
    expect(column('Price').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();

    column('Rating').focus();
    fireEvent.keyDown(column('Rating'), { key: ' ' });
    fireEvent.keyUp(column('Rating'), { key: ' ' });
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['price', 'rating']));
    expect(screen.getByRole('menu')).toBeTruthy();

    column('Price').focus();
    fireEvent.keyDown(column('Price'), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['rating']));
    expect(document.activeElement).toBe(trigger());
  });

  it('downloads the submenus’ code only for a menu that has one', async () => {
    // Every menu above had none.
    expect(submenuDownloads.count).toBe(0);
    render(
      <Menu
        label="Ayesha"
        items={[
          { id: 'orders', label: 'Orders', href: '/user/orders' },
          { id: 'help', label: 'Help', items: [{ id: 'faq', label: 'FAQ', href: '/faq' }] },
        ]}
      />,
    );
    fireEvent.click(trigger());
    await menuShown();
    expect(submenuDownloads.count).toBe(1);
    expect(item('Help').getAttribute('aria-haspopup')).toBe('menu');
  });
});
