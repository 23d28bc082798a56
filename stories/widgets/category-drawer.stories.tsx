import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, CategoryDrawer, type CategoryDrawerProps } from '@sauda/ui';
import { awkwardCategories, categories } from '../fixtures/frame';

/** A button that opens the drawer, as the bottom bar's Categories button does. */
function WithTrigger(props: CategoryDrawerProps) {
  const [isOpen, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Browse categories
      </Button>
      <CategoryDrawer
        {...props}
        defaultOpen={undefined}
        isOpen={isOpen}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/**
 * A side panel with every category, opened from the Categories button, mostly on phones. Use it for browsing the
 * catalogue on small screens; on wide screens CategoryTiles on the home page do the same.
 */
const meta = {
  title: 'Widgets/CategoryDrawer',
  component: CategoryDrawer,
  args: { categories, onOpenChange: fn() },
  // Its pictures are inline data URIs: an object control would spill them across the args table.
  argTypes: { categories: { control: false } },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof CategoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the open drawer once it has slid in. */
async function findDrawer() {
  const drawer = await screen.findByRole('dialog', { name: 'Categories' });
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

/** The category drawer with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Open: every category with its picture. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const drawer = within(await findDrawer());
    const links = drawer.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(categories.map((category) => category.name));
    await expect(drawer.getByRole('link', { name: 'Women Fashion' })).toHaveAttribute(
      'href',
      '/Women-Fashion/1f0c2a44-7b1e-4c55-9d1a-0a1b2c3d4e01',
    );
    await expect(drawer.getByRole('link', { name: 'Home & Lifestyle' })).toHaveAttribute(
      'href',
      '/Home-%26-Lifestyle/1f0c2a44-7b1e-4c55-9d1a-0a1b2c3d4e05',
    );
  },
};

/** Opens from its button; following a category closes the drawer. */
export const LinkClosesDrawer: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Browse categories' }));
    const drawer = within(await findDrawer());
    await userEvent.click(drawer.getByRole('link', { name: 'Electronic Devices' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard: focus moves into the drawer and stays there; Escape closes and focus returns to the button. */
export const EscapeReturnsFocus: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Browse categories' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < categories.length + 2; i += 1) await userEvent.tab();
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button closes it too. */
export const CloseButton: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultOpen: true },
  play: async () => {
    const drawer = within(await findDrawer());
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** While the categories load: placeholder rows. */
export const Loading: Story = {
  args: { defaultOpen: true, isLoading: true },
  play: async () => {
    const drawer = within(await findDrawer());
    await expect(drawer.getByRole('status')).toHaveTextContent('Loading categories...');
    await expect(drawer.queryAllByRole('link')).toHaveLength(0);
  },
};

/** No categories to show. */
export const Empty: Story = {
  args: { defaultOpen: true, categories: [] },
  play: async () => {
    const drawer = within(await findDrawer());
    await expect(drawer.getByText('No categories to show yet.')).toBeVisible();
  },
};

/** Long names wrap; a category without a picture gets a placeholder. */
export const LongNamesAndNoImage: Story = {
  args: { defaultOpen: true, categories: [...awkwardCategories, ...categories.slice(0, 3)] },
  play: async () => {
    const drawer = within(await findDrawer());
    await expect(drawer.getByRole('link', { name: 'Stationery' })).toHaveAttribute(
      'href',
      '/Stationery/1f0c2a44-7b1e-4c55-9d1a-0a1b2c3d4e09',
    );
  },
};

/** In a right-to-left page the drawer comes in from the right. */
export const RightToLeft: Story = { args: { defaultOpen: true }, globals: { dir: 'rtl' } };

/** The category drawer on a 360 px wide phone. */
export const SmallScreen: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'phone360' } } };
