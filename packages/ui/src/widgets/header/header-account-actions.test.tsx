// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { stubResizeObserver } from '../../test-support/resize-observer';

const user = { name: 'Ayesha Siddiqui' };
/** jsdom knows no `popover` attribute and counts an open panel as hidden: its parts are found with `hidden: true`. */
const inPanel = { hidden: true } as const;

beforeAll(stubResizeObserver);
afterEach(cleanup);

describe('the header account menu actions', () => {
  it('lists an action after the links, before Logout, and closes the menu when it is chosen', async () => {
    const install = vi.fn();
    render(
      <Header
        search={null}
        user={user}
        accountActions={[{ id: 'install', label: 'Install Sauda app', onPress: install }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: user.name });
    await userEvent.click(trigger);
    const entry = await screen.findByRole('button', { name: 'Install Sauda app', ...inPanel });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    const order = [...(panel?.querySelectorAll('[data-account-item]') ?? [])].map((item) => item.textContent);
    expect(order).toEqual(['My Account', 'Wishlist', 'Orders', 'Followed Shops', 'Install Sauda app', 'Logout']);
    await userEvent.click(entry);
    expect(install).toHaveBeenCalledOnce();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no action where none is offered', async () => {
    render(<Header search={null} user={user} />);
    await userEvent.click(screen.getByRole('button', { name: user.name }));
    await screen.findByRole('button', { name: 'Logout', ...inPanel });
    expect(screen.queryByRole('button', { name: 'Install Sauda app', ...inPanel })).toBeNull();
  });
});
